package ttg

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/ttg/layout"
)

// amdMfmaLayout returns the layout algebra's form of an #ttg.amd_mfma attribute. Tiles per
// warp left at their default (all ones) get the layout's rank.
func amdMfmaLayout(e *AMDMfmaEncoding) layout.AMDMfma {
	return layout.AMDMfma{
		Version:         e.Version,
		WarpsPerCTA:     slices.Clone(e.WarpsPerCTA),
		InstrShape:      slices.Clone(e.InstrShape),
		TilesPerWarp:    layoutTilesPerWarp(e.TilesPerWarp, len(e.WarpsPerCTA)),
		IsTransposed:    e.IsTransposed,
		ElementBitWidth: e.ElementBitWidth,
		CGA:             toCGA(e.CGA),
	}
}

// amdWmmaLayout returns the layout algebra's form of an #ttg.amd_wmma attribute.
func amdWmmaLayout(e *AMDWmmaEncoding) layout.AMDWmma {
	return layout.AMDWmma{
		Version:      e.Version,
		IsTranspose:  e.IsTranspose,
		WarpsPerCTA:  slices.Clone(e.WarpsPerCTA),
		InstrShape:   slices.Clone(e.InstrShape),
		TilesPerWarp: layoutTilesPerWarp(e.TilesPerWarp, len(e.WarpsPerCTA)),
		CGA:          toCGA(e.CGA),
	}
}

// layoutTilesPerWarp returns the tiles per warp of an AMD layout attribute with the layout's
// rank: the attribute's default (all ones) has the rank of its instruction shape.
func layoutTilesPerWarp(tiles []uint32, rank int) []uint32 {
	if allOnes(tiles) {
		return ones(rank)
	}
	return slices.Clone(tiles)
}
