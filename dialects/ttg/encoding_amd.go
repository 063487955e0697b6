package ttg

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/ttg/layout"
)

// amdMfmaLayout returns the layout algebra's form of an #ttg.amd_mfma attribute. Tiles per
// warp left at their default (all ones) get the layout's rank.
func amdMfmaLayout(e *AMDMfmaEncoding) layout.AMDMfma {
	tilesPerWarp := slices.Clone(e.TilesPerWarp)
	if allOnes(tilesPerWarp) {
		tilesPerWarp = ones(len(e.WarpsPerCTA))
	}
	return layout.AMDMfma{
		Version:         e.Version,
		WarpsPerCTA:     slices.Clone(e.WarpsPerCTA),
		InstrShape:      slices.Clone(e.InstrShape),
		TilesPerWarp:    tilesPerWarp,
		IsTransposed:    e.IsTransposed,
		ElementBitWidth: e.ElementBitWidth,
		CGA:             toCGA(e.CGA),
	}
}
