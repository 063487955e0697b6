func.func @ops(%a: index, %b: index) {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.rems %a, %b
  %6 = index.remu %a, %b
  %7 = index.maxs %a, %b
  %8 = index.maxu %a, %b
  %9 = index.mins %a, %b
  %10 = index.minu %a, %b
  %11 = index.shl %a, %b
  %12 = index.shrs %a, %b
  %13 = index.shru %a, %b
  %14 = index.and %a, %b
  %15 = index.or %a, %b
  %16 = index.xor %a, %b
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  return
}
func.func @divs(%a: index, %b: index) {
  %0 = index.ceildivs %a, %b
  %1 = index.ceildivu %a, %b
  %2 = index.floordivs %a, %b
  "test.use"(%0, %1, %2) : (index, index, index) -> ()
  return
}
func.func @cmps(%a: index, %b: index) {
  %0 = index.cmp eq(%a, %b)
  %1 = index.cmp ne(%a, %b)
  %2 = index.cmp slt(%a, %b)
  %3 = index.cmp sle(%a, %b)
  %4 = index.cmp sgt(%a, %b)
  %5 = index.cmp sge(%a, %b)
  %6 = index.cmp ult(%a, %b)
  %7 = index.cmp ule(%a, %b)
  %8 = index.cmp ugt(%a, %b)
  %9 = index.cmp uge(%a, %b)
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  return
}
func.func @casts(%a: index, %i8: i8, %i64: i64, %i128: i128) {
  %0 = index.casts %a : index to i8
  %1 = index.castu %a : index to i8
  %2 = index.casts %i8 : i8 to index
  %3 = index.castu %i8 : i8 to index
  %4 = index.casts %i64 : i64 to index
  %5 = index.castu %a : index to i64
  %6 = index.casts %i128 : i128 to index
  %7 = index.castu %a : index to i128
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7) : (i8, i8, index, index, index, i64, index, i128) -> ()
  return
}
func.func @consts() {
  %0 = index.constant 42
  %1 = index.constant -1
  %2 = index.constant 4294967296
  %3 = index.bool.constant false
  %4 = index.sizeof
  "test.use"(%0, %1, %2, %3, %4) : (index, index, index, i1, index) -> ()
  return
}
func.func @more(%a: index, %b: index, %i: i32) -> index {
  %0 = index.add %a, %b
  %1 = index.sub %0, %b
  %2 = index.constant 42
  %3 = index.ceildivs %1, %2
  %4 = index.cmp slt(%3, %a)
  %5 = index.castu %3 : index to i32
  %6 = index.sizeof
  %7 = index.bool.constant true
  %8 = index.casts %i : i32 to index
  %9 = index.constant -7
  return %3 : index
}
