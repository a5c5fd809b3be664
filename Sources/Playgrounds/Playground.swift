/// A playground: code Xcode 26 runs in its canvas beside the file, with access to the file's
/// private declarations. A render runs none, so the macro expands to nothing; its body is still
/// type-checked as Xcode checks it, and never run.
///
/// - Parameters:
///   - name: The playground's display name in the canvas.
///   - body: The code to run.
@freestanding(declaration)
public macro Playground(_ name: String? = nil, body: @escaping @Sendable () async throws -> Void) =
    #externalMacro(module: "BackplateMacros", type: "PlaygroundMacro")
