// Saves an older outremer wrote, brought up to the form this one reads, a version at a time,
// so that the save's form (codec/campaign_save.hpp) states the current version alone.
#pragma once

#include <nlohmann/json_fwd.hpp>

namespace outremer::codec {

/// Whether |save| (a campaign save of a version this program reads) is already in the
/// current form: nothing for migrateSave to do.
bool isCurrentSave(const nlohmann::json& save);

/// |save| brought up to the current version, step by step:
/// - 1 to 2: the waiting encounter did not keep its opponents and ground; none is added
///   (a quick fight fights that many men sharing its strength, docs/CAMPAIGN.md);
/// - 2 to 3: only words were added (the status driven-off, a duty's wage);
/// - within 3, a save written before the initial strength or the waiting brief were kept
///   gets what it meant: "rolled", and null.
/// |save| must be a campaign save of a version from 1 to the current one (the caller checks
/// it first); whatever else is wrong with it is left for the form to refuse.
nlohmann::json migrateSave(nlohmann::json save);

}  // namespace outremer::codec
