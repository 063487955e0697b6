"x.y"() : () -> complex<index>
