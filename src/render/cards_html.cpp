// The HTML writer of character cards: every card the same markup, every value escaped; the
// page and its card stylesheet are templates/page.html.mustache's.
#include <nlohmann/json.hpp>

#include "render/cards.hpp"
#include "render/format.hpp"
#include "render/html_text.hpp"
#include "render/mustache_render.hpp"
#include "render/templates.hpp"

namespace outremer::render {
namespace cards_writer {

// |value| with the note numbers |marks| set above it.
std::string marked(int value, const std::vector<int>& marks) {
  std::string out = std::to_string(value);
  for (size_t i = 0; i < marks.size(); ++i) out += (i == 0 ? "<sup>" : ",") + std::to_string(marks[i]);
  if (!marks.empty()) out += "</sup>";
  return out;
}

void putValues(std::string& out, const char* label, const std::string& attack, const std::string& defence) {
  out += "<tr><th>" + std::string(label) + "</th><td class=\"n\">" + attack + "</td><td class=\"n\">" + defence +
         "</td></tr>\n";
}

void putCard(std::string& out, const Card& card) {
  const gen::Character& c = *card.character;
  out += "<div class=\"card\">\n<p class=\"name\">" + htmlText(c.name) + "</p>\n";
  out += "<p class=\"what\">" + htmlText(card.type) + ", " + card.faith + (c.mounted ? ", mounted" : ", on foot") +
         "</p>\n";
  out += "<p class=\"side\">Side: " + htmlText(card.side) + "</p>\n";
  out += "<table class=\"values\">\n<tr><th></th><th class=\"n\">Attack</th><th class=\"n\">Defence</th></tr>\n";
  if (c.mounted) {
    putValues(out, "Mounted", marked(c.attack, card.strengthMarks), marked(c.defence, card.strengthMarks));
  } else {
    putValues(out, "Mounted", "&#8212;", "&#8212;");
  }
  putValues(out, "On foot", marked(c.footAttack, card.strengthMarks), marked(c.footDefence, card.strengthMarks));
  out += "</table>\n<p class=\"mm\">Morale <strong>" + marked(c.morale, card.moraleMarks) + "</strong> &#183; Move <strong>" +
         marked(c.movement, card.movementMarks) + "</strong></p>\n";
  out += std::string("<p class=\"ticks\"><span class=\"box\">") + (card.wounded ? "X" : "") +
         "</span>Wounded <span class=\"box\"></span>Stunned <span class=\"box\"></span>Dead</p>\n</div>\n";
}

}  // namespace cards_writer

std::string cardsSectionHtml(const CardSheet& sheet) {
  std::string body = "<section class=\"cards\">\n<h1>" + htmlText(sheet.title) + "</h1>\n";
  for (const Line& line : sheet.byline) body += "<p class=\"replay\">" + htmlLineOf(line) + "</p>\n";
  body += "<div class=\"sheet\">\n";
  for (const Card& card : sheet.cards) cards_writer::putCard(body, card);
  body += "</div>\n";
  if (sheet.cards.empty()) body += "<p>No characters.</p>\n";
  if (!sheet.notes.empty()) {
    body += "<div class=\"notes\">\n<h2>Not as printed</h2>\n<ol>\n";
    for (const Line& note : sheet.notes) body += "<li>" + htmlLineOf(note) + "</li>\n";
    body += "</ol>\n</div>\n";
  }
  body += "</section>\n";
  return body;
}

std::string cardsHtml(const CardSheet& sheet) {
  const nlohmann::ordered_json page = {{"title", sheet.title}, {"body", cardsSectionHtml(sheet)}, {"cards", true}};
  return renderMustache(std::string(builtinTemplate("page.html")), page, Format::html);
}

}  // namespace outremer::render
