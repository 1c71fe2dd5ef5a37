#pragma once

#include <QLatin1String>

// Drag and drop between the palette and the rack floor: the dragged part's catalog id travels as UTF-8
// in this MIME type (and nothing else, so other applications ignore it).
namespace PartMime {
inline constexpr QLatin1String kType{"application/x-cluster-workbench-part-id"};
// Devices copied to the clipboard: a design file (DesignFile::write) with one rack holding them.
inline constexpr QLatin1String kDevicesType{"application/x-cluster-workbench-devices"};
} // namespace PartMime
