func.func @nested(%n: index, %c: i1) -> index {
  %c0 = index.constant 0
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> index {
    %s = index.add %acc, %i
    %t = index.mul %s, %n
    scf.yield %t : index
  }
  cf.cond_br %c, ^bb1(%r : index), ^bb2
^bb1(%x: index):
  %y = index.maxs %x, %n
  return %y : index
^bb2:
  %z = index.sizeof
  return %z : index
}
