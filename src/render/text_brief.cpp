#include "render/text_brief.hpp"

#include "util/text.hpp"
#include "render/format.hpp"

namespace outremer::render {

std::string shown(std::string_view text) { return util::printable(text); }

std::string markdownCell(std::string_view text) {
  std::string cell;
  for (const char c : shown(text)) {
    if (c == '|') cell += '\\';
    cell += c;
  }
  return cell;
}

std::string column(std::string_view text, size_t width) { return util::padRight(text, width); }

std::string columnRight(std::string_view text, size_t width) {
  const size_t wide = util::displayWidth(text);
  std::string out = wide < width ? std::string(width - wide, ' ') : std::string();
  out += text;
  return out;
}

std::string strengthColumns(const gen::Character& c) {
  return fmt::format("{} {} {} {} {}", c.mounted ? "yes" : " - ",
                     columnRight(fmt::format("{}/{}", c.attack, c.defence), 5),
                     columnRight(fmt::format("{}/{}", c.footAttack, c.footDefence), 5),
                     columnRight(std::to_string(c.morale), 3), columnRight(std::to_string(c.movement), 3));
}

void appendWrapped(std::string& out, std::string_view first, std::string_view text, size_t indent) {
  const std::string body = shown(text);
  const size_t firstWidth = kTextWidth > util::displayWidth(first) ? kTextWidth - util::displayWidth(first) : 20;
  const std::vector<std::string> lines = util::wrap(body, firstWidth, kTextWidth - indent);
  out += first;
  for (size_t i = 0; i < lines.size(); ++i) {
    if (i > 0) out += std::string(indent, ' ');
    out += lines[i];
    out += '\n';
  }
  if (lines.empty()) out += '\n';
}

}  // namespace outremer::render
