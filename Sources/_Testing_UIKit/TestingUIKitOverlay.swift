// Swift Testing declares a cross-import overlay, `_Testing_UIKit`, that the compiler loads
// whenever a file imports both `Testing` and `UIKit`. Linux toolchains do not ship it, so with
// Backplate's `UIKit` module such a file would fail with "no such module '_Testing_UIKit'".
// This empty module stands in for it (Apple's adds image attachments, which Backplate lacks).
