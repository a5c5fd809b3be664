// Declares nothing: os's names are Swift, in Sources/BackplateOS. This header gives the Clang
// module `BackplateOS` and its submodules (log, signpost) something to name.
