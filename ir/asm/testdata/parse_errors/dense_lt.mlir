"x.y"() {a = dense 1} : () -> ()
