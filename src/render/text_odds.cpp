// `outremer odds` as text and Markdown, written with fmt.
#include <fmt/format.h>

#include <algorithm>
#include <iterator>
#include <optional>

#include "render/odds.hpp"
#include "render/text_brief.hpp"
#include "util/text.hpp"
#include "render/format.hpp"

namespace outremer::render {
namespace {

template <typename... Args>
void append(std::string& out, fmt::format_string<Args...> format, Args&&... args) {
  fmt::format_to(std::back_inserter(out), format, std::forward<Args>(args)...);
}

// "7", or "21/2 (10.5)".
std::string meanText(const dice::Ratio& mean) {
  if (mean.denominator == 1) return std::to_string(mean.numerator);
  return fmt::format("{}/{} ({:g})", mean.numerator, mean.denominator,
                     static_cast<double>(mean.numerator) / static_cast<double>(mean.denominator));
}

std::string percentilesText(const dice::Distribution& distribution) {
  std::string text;
  for (const int percent : kOddsPercentiles) {
    append(text, "{}{}%: {}", text.empty() ? "" : ", ", percent, distribution.percentile(percent));
  }
  return text;
}

// "LABEL 1/2 (50%)", or where a long fraction makes that too wide, the fraction on a line
// of its own.
std::string chanceLine(const std::string& label, const dice::Fraction& chance) {
  const std::string line = fmt::format("{} {} ({})\n", label, fractionText(chance), percentText(chance));
  if (util::displayWidth(line) <= kTextWidth + 1) return line;
  return fmt::format("{} {}\n  = {}\n", label, percentText(chance), fractionText(chance));
}

// The lines before the totals, for text; Markdown lists the same.
std::vector<std::string> summaryLines(const dice::Distribution& distribution) {
  std::vector<std::string> lines = {
      countText(distribution.outcomes()) + " equally likely outcomes, counted exactly",
      fmt::format("Minimum {}, maximum {}, mean {}", distribution.minimum(), distribution.maximum(),
                  meanText(distribution.mean())),
      "Least total with P(<= total) >= " + percentilesText(distribution)};
  return lines;
}

// The book's reading of a number of people or coins, when a total can be below zero.
std::string countReading(const dice::Distribution& distribution) {
  if (distribution.minimum() >= 0) return "";
  return chanceLine("Read as a count (below zero is zero), P(count = 0) = P(total <= 0) =",
                    distribution.atMost(0));
}

struct TotalRow {
  std::string total, exactly, exactlyPercent, atLeast, atLeastPercent;
};

std::vector<TotalRow> totalRows(const dice::Distribution& distribution) {
  std::vector<TotalRow> rows;
  rows.reserve(static_cast<size_t>(distribution.maximum() - distribution.minimum() + 1));
  for (int total = distribution.minimum(); total <= distribution.maximum(); ++total) {
    const dice::Fraction exactly = distribution.exactly(total);
    const dice::Fraction atLeast = distribution.atLeast(total);
    rows.push_back({std::to_string(total), fractionText(exactly), percentText(exactly), fractionText(atLeast),
                    percentText(atLeast)});
  }
  return rows;
}

size_t widest(const std::vector<TotalRow>& rows, std::string TotalRow::*field, size_t least) {
  size_t width = least;
  for (const TotalRow& row : rows) width = std::max(width, (row.*field).size());
  return width;
}

// Every total on one line: "    2  1/36   2.778%   1/1      100%"; nothing when the lines
// would pass 80 columns.
std::optional<std::string> totalsTable(const std::vector<TotalRow>& rows) {
  const size_t total = widest(rows, &TotalRow::total, 5);
  const size_t exactly = widest(rows, &TotalRow::exactly, 0);
  const size_t exactlyPercent = widest(rows, &TotalRow::exactlyPercent, 6);
  const size_t first = std::max<size_t>(10, exactly + 2 + exactlyPercent);
  const size_t atLeast = widest(rows, &TotalRow::atLeast, 0);
  const size_t atLeastPercent = widest(rows, &TotalRow::atLeastPercent, 6);
  if (total + 2 + first + 3 + std::max<size_t>(11, atLeast + 2 + atLeastPercent) > kTextWidth)
    return std::nullopt;
  std::string out =
      fmt::format("{}  {}   P(>= total)\n", columnRight("Total", total), column("P(= total)", first));
  for (const TotalRow& row : rows) {
    append(
        out, "{}  {}   {}  {}\n", columnRight(row.total, total),
        column(column(row.exactly, exactly) + "  " + columnRight(row.exactlyPercent, exactlyPercent), first),
        column(row.atLeast, atLeast), columnRight(row.atLeastPercent, atLeastPercent));
  }
  return out;
}

// Fractions too long for one line: the per cents on the total's line, each fraction under it.
std::string totalsStacked(const std::vector<TotalRow>& rows) {
  std::string out = "Each total: P(= total) and P(>= total), then each as a fraction\n";
  for (const TotalRow& row : rows) {
    append(out, "{}: P(=) {}, P(>=) {}\n   = {}\n  >= {}\n", row.total, row.exactlyPercent,
           row.atLeastPercent, row.exactly, row.atLeast);
  }
  return out;
}

// What became of a row's see:, in words; "" when it has none.
std::string seeText(const tables::RowOdds& row) {
  const std::string see = shown(row.row->see);
  switch (row.nested) {
    case tables::Nested::none:
      return "";
    case tables::Nested::expanded:
      return fmt::format("see: {}, {}: {}", see, row.nestedTable->die->name(), shown(row.nestedTable->title));
    case tables::Nested::listRow:
      return "see: " + see + " (a row of a list: read, not rolled)";
    case tables::Nested::list:
      return "see: " + see + " (a list: nothing to roll)";
    case tables::Nested::columnNeeded:
      return fmt::format("see: {} (in the column the situation gives: outremer odds {} --column C)", see,
                         see);
    case tables::Nested::alreadyAbove:
      return "see: " + see + " (expanded above)";
    case tables::Nested::tooDeep:
      return fmt::format("see: {} (not expanded: {} tables deep already)", see, tables::kMaxNesting);
    case tables::Nested::unknown:
      return "see: " + see + " (no range table or column of that name)";
  }
  return "";
}

bool anyExpanded(const std::vector<tables::RowOdds>& rows) {
  return std::any_of(rows.begin(), rows.end(), [](const tables::RowOdds& row) { return !row.rows.empty(); });
}

// "Initial Encounter Table [highway-day]".
std::string tableName(const tables::TableOdds& odds) {
  const tables::Table& table = *odds.table;
  return table.columns.empty()
             ? shown(table.title)
             : fmt::format("{} [{}]", shown(table.title), shown(table.columns[odds.column]));
}

// The rows of one table, |indent| deep: "76-87  3/25   12%  Moslem raiders", its entry
// wrapped, its see: under it and the rows of a nested table under that.
void appendRows(std::string& out, const std::vector<tables::RowOdds>& rows, size_t indent) {
  size_t range = 0;
  size_t chance = 0;
  size_t percent = 0;
  for (const tables::RowOdds& row : rows) {
    range = std::max(range, util::displayWidth(shown(row.range->printed)));
    chance = std::max(chance, fractionText(row.overall).size());
    percent = std::max(percent, percentText(row.overall).size());
  }
  const size_t entryColumn = indent + range + 2 + chance + 1 + percent + 2;
  for (const tables::RowOdds& row : rows) {
    append(out, "{:{}}{}  {} {}  ", "", indent, column(shown(row.range->printed), range),
           column(fractionText(row.overall), chance), columnRight(percentText(row.overall), percent));
    out += wrapped(shown(row.row->entry), entryColumn, entryColumn);
    if (const std::string see = seeText(row); !see.empty()) {
      append(out, "{:{}}{}", "", indent + 2, wrapped(see, indent + 2, indent + 4));
    }
    appendRows(out, row.rows, indent + 2);
  }
}

void appendMarkdownRows(std::string& out, const std::vector<tables::RowOdds>& rows,
                        const std::string& above) {
  for (const tables::RowOdds& row : rows) {
    const std::string range = above + markdownCell(row.range->printed);
    std::string entry = markdownCell(row.row->entry);
    if (const std::string see = seeText(row); !see.empty()) entry += " (" + markdownCell(see) + ")";
    append(out, "| {} | {} | {} | {} |\n", range, fractionText(row.overall), percentText(row.overall), entry);
    appendMarkdownRows(out, row.rows, range + " > ");
  }
}

}  // namespace

std::string wrapped(std::string_view text, size_t first, size_t rest) {
  const auto room = [](size_t at) { return at + 20 < kTextWidth ? kTextWidth - at : 20; };
  std::string out;
  const std::vector<std::string> lines = util::wrap(text, room(first), room(rest));
  for (size_t i = 0; i < lines.size(); ++i) append(out, "{:{}}{}\n", "", i == 0 ? 0 : rest, lines[i]);
  return out;
}

// In pieces of 19 digits, each a 64-bit number: a 128-bit division by 10 for every digit
// or two (fmt's way) made printing 12d1000's fractions a third of the query's time.
std::string countText(dice::Count count) {
  constexpr uint64_t kPiece = 10000000000000000000u;  // 10^19
  if (count >> 64 == 0) return std::to_string(static_cast<uint64_t>(count));
  const dice::Count high = count / kPiece;
  return countText(high) + fmt::format("{:019}", static_cast<uint64_t>(count - high * kPiece));
}

std::string exactFractionText(const dice::Fraction& fraction) {
  return countText(fraction.numerator) + '/' + countText(fraction.denominator);
}

std::string fractionText(const dice::Fraction& fraction) {
  return fraction.denominator == 1 ? countText(fraction.numerator) : exactFractionText(fraction);
}

// Short of certainty never reads 100%.
std::string percentText(const dice::Fraction& fraction) {
  const std::string text = fmt::format("{:.4g}%", dice::percent(fraction));
  return text == "100%" && fraction.numerator != fraction.denominator ? ">99.99%" : text;
}

std::string oddsText(const std::string& expression, const dice::Distribution& distribution) {
  std::string out = fmt::format("Odds of {}\n", shown(expression));
  for (const std::string& line : summaryLines(distribution)) out += wrapped(line, 0, 2);
  out += countReading(distribution);
  out += '\n';
  const std::vector<TotalRow> rows = totalRows(distribution);
  if (const std::optional<std::string> table = totalsTable(rows)) return out + *table;
  return out + totalsStacked(rows);
}

std::string oddsMarkdown(const std::string& expression, const dice::Distribution& distribution) {
  std::string out = fmt::format("# Odds of `{}`\n\n", shown(expression));
  for (const std::string& line : summaryLines(distribution)) append(out, "- {}\n", line);
  if (distribution.minimum() < 0) append(out, "- {}", countReading(distribution));
  out += "\n| Total | P(= total) | % | P(>= total) | % |\n| ---: | ---: | ---: | ---: | ---: |\n";
  for (const TotalRow& row : totalRows(distribution)) {
    append(out, "| {} | {} | {} | {} | {} |\n", row.total, row.exactly, row.exactlyPercent, row.atLeast,
           row.atLeastPercent);
  }
  return out;
}

std::string oddsText(const tables::TableOdds& odds) {
  const tables::Table& table = *odds.table;
  std::string out =
      wrapped(fmt::format("Odds on {}, {} ({})", tableName(odds), table.die->name(), shown(table.id)), 0, 2);
  std::string about = fmt::format("Each row's chance on the {}", table.die->name());
  if (anyExpanded(odds.rows)) {
    about +=
        "; under a row whose see: names a range table, that table's rows, each with its chance of the "
        "whole roll (the row's chance times its own)";
  }
  out += wrapped(about + ".", 0, 0) + '\n';
  appendRows(out, odds.rows, 0);
  return out;
}

std::string oddsMarkdown(const tables::TableOdds& odds) {
  std::string out = fmt::format("# Odds on {}, {} (`{}`)\n\n", tableName(odds), odds.table->die->name(),
                                shown(odds.table->id));
  out +=
      "Each row's chance on the die; a nested row (`A > B`) is a row of the table its row's see: names, with "
      "its chance of the whole roll.\n\n| Range | Chance | % | Entry |\n| --- | ---: | ---: | --- |\n";
  appendMarkdownRows(out, odds.rows, "");
  return out;
}

}  // namespace outremer::render
