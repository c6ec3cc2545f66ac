#include "util/text.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <utility>
#include <vector>

using outremer::util::isPrintable;
using outremer::util::printable;

TEST_CASE("printable leaves ordinary text, accents and symbols as they are") {
  CHECK(printable("Crépin → Jérusalem, 2SF \\ 3CC") == "Crépin → Jérusalem, 2SF \\ 3CC");
  CHECK(printable("") == "");
}

TEST_CASE("printable escapes control characters so a name cannot drive the terminal") {
  CHECK(printable("Evil\x1b[31mRED\nline2") == "Evil\\x1b[31mRED\\nline2");
  CHECK(printable("a\tb\rc\x7f") == "a\\tb\\x0dc\\x7f");
  CHECK(printable("x\xc2\x9b" "1m") == "x\\u009b1m");  // C1 CSI
  CHECK(printable(std::string("nul\0!", 5)) == "nul\\x00!");
}

TEST_CASE("printable writes bytes that are not UTF-8 as hex") {
  CHECK(printable("\xff\xfe") == "\\xff\\xfe");
  CHECK(printable("caf\xc3") == "caf\\xc3");           // truncated sequence
  CHECK(printable("\xc0\xaf") == "\\xc0\\xaf");        // overlong '/'
  CHECK(printable("\xed\xa0\x80") == "\\xed\\xa0\\x80");  // a surrogate
}

TEST_CASE("isPrintable says whether printable would leave the text as it is") {
  for (const std::string text : {"Crépin → Jérusalem, 2SF \\ 3CC", "", "Zâhir"}) {
    CHECK(isPrintable(text));
    CHECK(printable(text) == text);
  }
  for (const std::string text : {"Evil\x1b[31m", "a\tb", "x\xc2\x9b", "caf\xc3", "\xed\xa0\x80", "del\x7f"}) {
    CHECK_FALSE(isPrintable(text));
    CHECK(printable(text) != text);
  }
}

TEST_CASE("foldName matches names as people type them") {
  using outremer::util::foldName;
  CHECK(foldName("Crépin") == "crepin");
  CHECK(foldName("AMÉDÉE") == "amedee");
  CHECK(foldName("Kütchük") == "kutchuk");
  CHECK(foldName("Mount-Tabor") == "mount tabor");
  CHECK(foldName("Æthelred, Straße") == "aethelred, strasse");
}

TEST_CASE("wrap counts characters, not bytes: accented words and arrows fill a line as wide") {
  using outremer::util::wrap;
  // 20 characters, 24 bytes: fits a width of 20.
  CHECK(wrap("Amédée → Jérusalem é", 20) == std::vector<std::string>{"Amédée → Jérusalem é"});
  CHECK(wrap("Amédée → Jérusalem é x", 20) == std::vector<std::string>{"Amédée → Jérusalem é", "x"});
  CHECK(outremer::util::displayWidth("Crépin →") == 8);
}

TEST_CASE("escapeMarkup writes the five markup characters as entities and keeps the rest") {
  CHECK(outremer::util::escapeMarkup("Ransom <d6 SF> & \"horses\" 'é'") ==
        "Ransom &lt;d6 SF&gt; &amp; &quot;horses&quot; &apos;é&apos;");
  CHECK(outremer::util::escapeMarkup("") == "");
}

TEST_CASE("wrap leaves room for a hanging indent: the lines after the first may be narrower") {
  using outremer::util::wrap;
  CHECK(wrap("aaa bbb ccc ddd", 7, 3) == std::vector<std::string>{"aaa bbb", "ccc", "ddd"});
  CHECK(wrap("aaa bbb ccc ddd", 7) == std::vector<std::string>{"aaa bbb", "ccc ddd"});
}

TEST_CASE("padRight pads by characters: an accented name fills its column as a plain one") {
  using outremer::util::padRight;
  CHECK(padRight("Amédée", 8) == "Amédée  ");
  CHECK(padRight("Ulric", 8) == "Ulric   ");
  CHECK(padRight("Béranger!", 8) == "Béranger!");
}

TEST_CASE("wrap makes the same lines of a text however its words are spaced") {
  using outremer::util::wrap;
  const std::vector<std::string> lines{"a", "verylongword", "b cc", "dd"};
  CHECK(wrap("a verylongword b cc dd", 5, 4) == lines);  // words one space apart: stretches of the text
  CHECK(wrap(" a verylongword  b cc dd", 5, 4) == lines);
  CHECK(wrap("Amédée → Jérusalem é x", 6) == std::vector<std::string>{"Amédée", "→", "Jérusalem", "é x"});
}

TEST_CASE("wrap fills a line to its room exactly, and gives a word wider than the room a line alone") {
  using outremer::util::wrap;
  using Lines = std::vector<std::string>;
  // Plain ASCII and accented letters, a column each, wrap alike.
  for (const std::string a : {"a", "é"}) {
    const std::string four = a + a + a + a;
    CHECK(wrap(four + " bbbb cc", 9) == Lines{four + " bbbb", "cc"});
    CHECK(wrap(four + " bbbb cc", 8) == Lines{four, "bbbb cc"});
    CHECK(wrap(four + " bbbbbbbbbbbb cc", 9) == Lines{four, "bbbbbbbbbbbb", "cc"});
    CHECK(wrap("cc " + four + four, 5) == Lines{"cc", four + four});
    CHECK(wrap(four + four, 5) == Lines{four + four});
    CHECK(wrap("cc dd " + four, 5, 2) == Lines{"cc dd", four});
  }
}

TEST_CASE("wrap drops the spaces a line would not show, whether or not the text fits as it is") {
  using outremer::util::wrap;
  CHECK(wrap("a short line", 20) == std::vector<std::string>{"a short line"});
  CHECK(wrap(" a  short line ", 20) == std::vector<std::string>{"a short line"});
  CHECK(wrap("", 20) == std::vector<std::string>{""});
  CHECK(wrap("twenty characters!!!", 20) == std::vector<std::string>{"twenty characters!!!"});
  CHECK(wrap("twenty-one characters", 20) == std::vector<std::string>{"twenty-one", "characters"});
}

TEST_CASE("upper and capitalised change only the letters asked for") {
  CHECK(outremer::util::upper("sc gf") == "SC GF");
  CHECK(outremer::util::capitalised("them: anywhere") == "Them: anywhere");
  CHECK(outremer::util::capitalised("") == "");
  CHECK(outremer::util::capitalised("Élan") == "Élan");
}

TEST_CASE("a text fits as it is when it is no wider than its room and evenly spaced") {
  CHECK(outremer::util::fitsAsItIs("Saracen raiders", 15));
  CHECK_FALSE(outremer::util::fitsAsItIs("Saracen raiders", 14));
  CHECK_FALSE(outremer::util::fitsAsItIs("", 10));
  CHECK_FALSE(outremer::util::fitsAsItIs("two  spaces", 20));
  CHECK_FALSE(outremer::util::fitsAsItIs(" leading", 20));
  CHECK_FALSE(outremer::util::fitsAsItIs("trailing ", 20));
  CHECK(outremer::util::fitsAsItIs("a b c", 5));
}

TEST_CASE("a doubled space, and an accented letter's width, are found wherever they stand in a long text") {
  // Spacing and width are read eight bytes at a time: each is tried at every place, across
  // the eights' edges.
  using outremer::util::displayWidth;
  using outremer::util::fitsAsItIs;
  const std::string plain = "Saracen raiders ride out by night";
  CHECK(fitsAsItIs(plain, 40));
  CHECK(displayWidth(plain) == plain.size());
  for (size_t at = 1; at + 1 < plain.size(); ++at) {
    std::string doubled = plain;
    doubled.insert(at, " ");
    CAPTURE(doubled);
    const bool twoSpaces = plain[at - 1] == ' ' || plain[at] == ' ';  // else a space within a word
    CHECK(fitsAsItIs(doubled, 40) == !twoSpaces);
    std::string accented = plain;
    accented.replace(at, 1, "é");
    CAPTURE(accented);
    CHECK(displayWidth(accented) == plain.size());
    accented.replace(at, 2, "→");  // three bytes, one column
    CHECK(displayWidth(accented) == plain.size());
  }
}

TEST_CASE("a control, DEL or non-ASCII byte is found wherever it stands in a long text") {
  // The printable scan reads eight bytes at a time: each odd byte is tried at every place.
  const std::string plain = "Saracen raiders ride out (d20)";
  for (size_t at = 0; at < plain.size(); ++at) {
    for (const auto& [odd, said] : std::vector<std::pair<std::string, std::string>>{
             {"\x01", "\\x01"}, {"\x1f", "\\x1f"}, {"\x7f", "\\x7f"}, {"\n", "\\n"}, {"\xff", "\\xff"}}) {
      std::string text = plain;
      text.replace(at, 1, odd);
      std::string expected = plain;
      expected.replace(at, 1, said);
      CHECK_FALSE(isPrintable(text));
      CHECK(printable(text) == expected);
    }
    std::string accented = plain;
    accented.replace(at, 1, "\xc3\xa9");  // é: printable, kept as it is
    CHECK(isPrintable(accented));
    CHECK(printable(accented) == accented);
  }
  CHECK(isPrintable(plain));
  CHECK(isPrintable(" ~"));
}
