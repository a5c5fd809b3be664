// Swift Testing declares a cross-import overlay, `_Testing_CoreGraphics`, that the compiler
// loads whenever a file imports both `Testing` and `CoreGraphics` (SwiftUI re-exports it).
// Linux toolchains do not ship it, so with Backplate's `CoreGraphics` module such a file would
// fail with "no such module '_Testing_CoreGraphics'". This empty module stands in for it
// (Apple's adds `CGImage` attachments, which Backplate lacks).
