// Swift Testing declares a cross-import overlay, `_Testing_CoreImage`, that the compiler loads
// whenever a file imports both `Testing` and `CoreImage`. Linux toolchains do not ship it, so
// with Backplate's `CoreImage` module such a file would fail with "no such module
// '_Testing_CoreImage'". This empty module stands in for it (Apple's adds `CIImage`
// attachments, which Backplate lacks).
