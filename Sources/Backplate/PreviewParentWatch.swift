import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Ends the preview program when the `backplate preview` that started it is gone (stopped by a
/// signal or a timeout), so that no render is left running on its own. The tool names itself in
/// `BACKPLATE_PREVIEW_PARENT`; a program started any other way is not watched.
enum PreviewParentWatch {
    /// The variable holding the starting tool's process id.
    static let variable = "BACKPLATE_PREVIEW_PARENT"

    private static let started: Void = {
        guard let text = ProcessInfo.processInfo.environment[variable], let parent = Int32(text),
              parent > 1, getppid() == parent else { return }
        Thread.detachNewThread {
            while getppid() == parent { usleep(250_000) }
            _exit(3)
        }
    }()

    /// Starts the watch once per process.
    static func start() { started }
}
