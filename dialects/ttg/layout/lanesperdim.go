package layout

// ThreadsPerWarpWithBroadcast is Triton's basesPerDim over lanes without skipping
// broadcast: the lanes per tensor dimension, a broadcast lane basis counting toward the
// dimension of the last lane basis that moves. Scans use it for the lane stride along
// their axis.
func (l Linear) ThreadsPerWarpWithBroadcast() []uint32 {
	return basesPerDim(l.bases(DimLane), l.Rank(), false)
}
