"""Assembling: ptxas/nvJitLink and llvm-mc/ld.lld, the assembler's verdict, SASS."""
