// Declares nothing: CoreImage's names are Swift, in Sources/CoreImage. This header gives the
// Clang module `CoreImage` and its submodules (CIFilterBuiltins...) something to name.
