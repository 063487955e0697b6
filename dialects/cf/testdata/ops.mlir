func.func @f(%a: i32, %c: i1) -> i32 {
  cf.assert %c, "oops \"x\""
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.switch %a : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2,
    43: ^bb1(%x : i32)
  ]
^bb2:
  cf.br ^bb3(%a, %a : i32, i32)
^bb3(%y: i32, %z: i32):
  cf.switch %a : i32, [
    default: ^bb2
  ]
}
