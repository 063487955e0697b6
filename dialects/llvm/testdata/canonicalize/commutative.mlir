// Commutative add and mul take constants to the right; the other binary ops keep their operands. A GEP index below -2^28 stays dynamic.
llvm.func @f(%a: i32, %f: f32, %v: vector<1xf32>, %p: !llvm.ptr<1>) -> !llvm.struct<(i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,f32,f32,f32,i1,i1,i1,vector<1xf32>,f32,!llvm.ptr<1>,!llvm.ptr<3>,i32,i32)> {
%c = llvm.mlir.constant(5 : i32) : i32
%cf = llvm.mlir.constant(2.0 : f32) : f32
%u = llvm.mlir.undef : !llvm.struct<(i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,f32,f32,f32,i1,i1,i1,vector<1xf32>,f32,!llvm.ptr<1>,!llvm.ptr<3>,i32,i32)>
%r0 = llvm.add %c, %a : i32
%s0 = llvm.insertvalue %r0, %u[0] : !llvm.struct<(i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,f32,f32,f32,i1,i1,i1,vector<1xf32>,f32,!llvm.ptr<1>,!llvm.ptr<3>,i32,i32)>
%r1 = llvm.sub %c, %a : i32
%s1 = llvm.insertvalue %r1, %s0[1] : !llvm.struct<(i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,f32,f32,f32,i1,i1,i1,vector<1xf32>,f32,!llvm.ptr<1>,!llvm.ptr<3>,i32,i32)>
%r2 = llvm.mul %c, %a : i32
%s2 = llvm.insertvalue %r2, %s1[2] : !llvm.struct<(i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,f32,f32,f32,i1,i1,i1,vector<1xf32>,f32,!llvm.ptr<1>,!llvm.ptr<3>,i32,i32)>
%r3 = llvm.and %c, %a : i32
%s3 = llvm.insertvalue %r3, %s2[3] : !llvm.struct<(i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,f32,f32,f32,i1,i1,i1,vector<1xf32>,f32,!llvm.ptr<1>,!llvm.ptr<3>,i32,i32)>
%r4 = llvm.or %c, %a : i32
%s4 = llvm.insertvalue %r4, %s3[4] : !llvm.struct<(i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,f32,f32,f32,i1,i1,i1,vector<1xf32>,f32,!llvm.ptr<1>,!llvm.ptr<3>,i32,i32)>
%r5 = llvm.xor %c, %a : i32
%s5 = llvm.insertvalue %r5, %s4[5] : !llvm.struct<(i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,f32,f32,f32,i1,i1,i1,vector<1xf32>,f32,!llvm.ptr<1>,!llvm.ptr<3>,i32,i32)>
%r6 = llvm.shl %c, %a : i32
%s6 = llvm.insertvalue %r6, %s5[6] : !llvm.struct<(i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,f32,f32,f32,i1,i1,i1,vector<1xf32>,f32,!llvm.ptr<1>,!llvm.ptr<3>,i32,i32)>
%r7 = llvm.lshr %c, %a : i32
%s7 = llvm.insertvalue %r7, %s6[7] : !llvm.struct<(i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,f32,f32,f32,i1,i1,i1,vector<1xf32>,f32,!llvm.ptr<1>,!llvm.ptr<3>,i32,i32)>
%r8 = llvm.ashr %c, %a : i32
%s8 = llvm.insertvalue %r8, %s7[8] : !llvm.struct<(i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,f32,f32,f32,i1,i1,i1,vector<1xf32>,f32,!llvm.ptr<1>,!llvm.ptr<3>,i32,i32)>
%r9 = llvm.udiv %c, %a : i32
%s9 = llvm.insertvalue %r9, %s8[9] : !llvm.struct<(i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,f32,f32,f32,i1,i1,i1,vector<1xf32>,f32,!llvm.ptr<1>,!llvm.ptr<3>,i32,i32)>
%r10 = llvm.sdiv %c, %a : i32
%s10 = llvm.insertvalue %r10, %s9[10] : !llvm.struct<(i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,f32,f32,f32,i1,i1,i1,vector<1xf32>,f32,!llvm.ptr<1>,!llvm.ptr<3>,i32,i32)>
%r11 = llvm.urem %c, %a : i32
%s11 = llvm.insertvalue %r11, %s10[11] : !llvm.struct<(i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,f32,f32,f32,i1,i1,i1,vector<1xf32>,f32,!llvm.ptr<1>,!llvm.ptr<3>,i32,i32)>
%r12 = llvm.srem %c, %a : i32
%s12 = llvm.insertvalue %r12, %s11[12] : !llvm.struct<(i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,f32,f32,f32,i1,i1,i1,vector<1xf32>,f32,!llvm.ptr<1>,!llvm.ptr<3>,i32,i32)>
%r13 = llvm.fadd %cf, %f : f32
%s13 = llvm.insertvalue %r13, %s12[13] : !llvm.struct<(i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,f32,f32,f32,i1,i1,i1,vector<1xf32>,f32,!llvm.ptr<1>,!llvm.ptr<3>,i32,i32)>
%r14 = llvm.fsub %cf, %f : f32
%s14 = llvm.insertvalue %r14, %s13[14] : !llvm.struct<(i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,f32,f32,f32,i1,i1,i1,vector<1xf32>,f32,!llvm.ptr<1>,!llvm.ptr<3>,i32,i32)>
%r15 = llvm.fmul %cf, %f : f32
%s15 = llvm.insertvalue %r15, %s14[15] : !llvm.struct<(i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,f32,f32,f32,i1,i1,i1,vector<1xf32>,f32,!llvm.ptr<1>,!llvm.ptr<3>,i32,i32)>
%r16 = llvm.fdiv %cf, %f : f32
%s16 = llvm.insertvalue %r16, %s15[16] : !llvm.struct<(i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,f32,f32,f32,i1,i1,i1,vector<1xf32>,f32,!llvm.ptr<1>,!llvm.ptr<3>,i32,i32)>
%r17 = llvm.frem %cf, %f : f32
%s17 = llvm.insertvalue %r17, %s16[17] : !llvm.struct<(i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,f32,f32,f32,i1,i1,i1,vector<1xf32>,f32,!llvm.ptr<1>,!llvm.ptr<3>,i32,i32)>
%r18 = llvm.icmp "eq" %c, %a : i32
%r19 = llvm.icmp "slt" %c, %a : i32
%r20 = llvm.fcmp "oeq" %cf, %f : f32
%r21 = llvm.shufflevector %v, %v [0] : vector<1xf32>
%z = llvm.mlir.constant(0 : i32) : i32
%r22 = llvm.extractelement %v[%z : i32] : vector<1xf32>
%r23 = llvm.addrspacecast %p : !llvm.ptr<1> to !llvm.ptr<1>
%q3 = llvm.addrspacecast %p : !llvm.ptr<1> to !llvm.ptr<3>
%q0 = llvm.addrspacecast %q3 : !llvm.ptr<3> to !llvm.ptr
%r24 = llvm.addrspacecast %q0 : !llvm.ptr to !llvm.ptr<3>
%cc = llvm.mlir.constant(7 : i32) : i32
%r25 = llvm.shl %cc, %c : i32
%big = llvm.mlir.constant(40 : i32) : i32
%r26 = llvm.shl %cc, %big : i32
%s18 = llvm.insertvalue %r18, %s17[18] : !llvm.struct<(i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,f32,f32,f32,i1,i1,i1,vector<1xf32>,f32,!llvm.ptr<1>,!llvm.ptr<3>,i32,i32)>
%s19 = llvm.insertvalue %r19, %s18[19] : !llvm.struct<(i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,f32,f32,f32,i1,i1,i1,vector<1xf32>,f32,!llvm.ptr<1>,!llvm.ptr<3>,i32,i32)>
%s20 = llvm.insertvalue %r20, %s19[20] : !llvm.struct<(i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,f32,f32,f32,i1,i1,i1,vector<1xf32>,f32,!llvm.ptr<1>,!llvm.ptr<3>,i32,i32)>
%s21 = llvm.insertvalue %r21, %s20[21] : !llvm.struct<(i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,f32,f32,f32,i1,i1,i1,vector<1xf32>,f32,!llvm.ptr<1>,!llvm.ptr<3>,i32,i32)>
%s22 = llvm.insertvalue %r22, %s21[22] : !llvm.struct<(i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,f32,f32,f32,i1,i1,i1,vector<1xf32>,f32,!llvm.ptr<1>,!llvm.ptr<3>,i32,i32)>
%s23 = llvm.insertvalue %r23, %s22[23] : !llvm.struct<(i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,f32,f32,f32,i1,i1,i1,vector<1xf32>,f32,!llvm.ptr<1>,!llvm.ptr<3>,i32,i32)>
%s24 = llvm.insertvalue %r24, %s23[24] : !llvm.struct<(i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,f32,f32,f32,i1,i1,i1,vector<1xf32>,f32,!llvm.ptr<1>,!llvm.ptr<3>,i32,i32)>
%s25 = llvm.insertvalue %r25, %s24[25] : !llvm.struct<(i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,f32,f32,f32,i1,i1,i1,vector<1xf32>,f32,!llvm.ptr<1>,!llvm.ptr<3>,i32,i32)>
%s26 = llvm.insertvalue %r26, %s25[26] : !llvm.struct<(i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,f32,f32,f32,i1,i1,i1,vector<1xf32>,f32,!llvm.ptr<1>,!llvm.ptr<3>,i32,i32)>
llvm.return %s26 : !llvm.struct<(i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,f32,f32,f32,i1,i1,i1,vector<1xf32>,f32,!llvm.ptr<1>,!llvm.ptr<3>,i32,i32)>
}
llvm.func @g(%p: !llvm.ptr) -> !llvm.ptr {
  %c = llvm.mlir.constant(-2147483648 : i32) : i32
  %g = llvm.getelementptr %p[%c, 1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(f64, !llvm.array<2 x i32>)>
  llvm.return %g : !llvm.ptr
}
