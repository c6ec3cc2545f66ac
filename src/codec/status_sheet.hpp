// The JSON form of the campaign's status sheet (`outremer campaign status --format json`):
// the save without its generator state and log, then the words of where the party is, its
// promise, its next payday and the wanted notices. Written only.
#pragma once

#include <string>
#include <vector>

#include "codec/campaign_save.hpp"

namespace outremer::codec {

struct StatusSheet {
  const campaign::State* state = nullptr;
  std::string where;         // the hex's name, and on a detour the holy site it leads to
  std::string promiseText;   // codec::promiseText
  std::string paydayText;    // codec::paydayText, or "" when no payday is coming
  std::vector<std::string> wantedText;  // each wanted notice in words
};

template <class Io>
void fields(Io& io, Of<StatusSheet> auto& sheet) {
  const campaign::State& s = pointee(sheet.state);
  headFields<false>(io, s);
  io("members", s.members);
  io.when(true, "pending_brief", s.waitingBrief);
  io("where", sheet.where);
  io("promise_text", sheet.promiseText);
  io("payday_text", sheet.paydayText);
  io("wanted_text", sheet.wantedText);
}

}  // namespace outremer::codec
