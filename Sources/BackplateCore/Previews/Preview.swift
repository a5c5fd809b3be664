import Foundation

/// A preview declared with the `#Preview` macro: a name, traits and a closure building the
/// view. The macro creates these; code rarely does.
public struct Preview {
    /// The marker type of traits that apply to view previews.
    public enum ViewTraits {}

    /// The name given to `#Preview("Name")`, if any.
    public let name: String?
    /// The traits given to `#Preview(traits:)`.
    public let traits: [PreviewTrait<ViewTraits>]
    let body: @MainActor () -> any View

    /// Creates a preview of a view.
    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
                @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = traits
        self.body = body
    }

    /// Creates a preview from a list of traits (what `#Preview` expands to).
    public init(_ name: String?, _traitList: [PreviewTrait<ViewTraits>],
                @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = _traitList
        self.body = body
    }
}

/// A setting of a `#Preview`: its layout or its interface orientation. Main-actor isolated as
/// SwiftUI's is (a package's own traits may build main-actor preview modifiers); the built-in
/// traits are nonisolated.
@MainActor
public struct PreviewTrait<T>: Hashable, Sendable {
    let value: PreviewTraitValue
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The canvas is the preview device's screen (the default).
    nonisolated public static var defaultLayout: PreviewTrait<T> { PreviewTrait(value: .layout(.device)) }
    /// The canvas shrinks to the size the view chooses when offered the device's screen.
    nonisolated public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(value: .layout(.sizeThatFits)) }
    /// The canvas has a fixed size in points.
    nonisolated public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(value: .layout(.fixed(width: width, height: height)))
    }
    /// Portrait orientation (the default).
    nonisolated public static var portrait: PreviewTrait<T> { PreviewTrait(value: .orientation(.portrait)) }
    /// Portrait, upside down.
    nonisolated public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(value: .orientation(.portraitUpsideDown)) }
    /// Landscape with the device's top on the left: width and height swapped.
    nonisolated public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(value: .orientation(.landscapeLeft)) }
    /// Landscape with the device's top on the right: width and height swapped.
    nonisolated public static var landscapeRight: PreviewTrait<T> { PreviewTrait(value: .orientation(.landscapeRight)) }
}

/// A preview the `#Preview` macro declares (DeveloperToolsSupport's `PreviewRegistry`): each
/// expansion is a type conforming to it, which `PreviewCatalog` finds at run time.
public protocol PreviewRegistry {
    /// The file (`Module/File.swift`) the macro is in.
    static var fileID: String { get }
    /// The macro's line (1-based).
    static var line: Int { get }
    /// The macro's column.
    static var column: Int { get }
    /// Builds the preview; a thrown error means the preview cannot be shown.
    @MainActor static func makePreview() throws -> Preview
}

extension PreviewRegistry {
    /// The preview `makePreview()` builds; if it throws, a preview of nothing, with a runtime
    /// warning naming the error.
    @MainActor public static var preview: Preview {
        do {
            return try makePreview()
        } catch {
            RuntimeWarning.emit("#Preview at \(fileID):\(line) threw \(error); nothing is drawn")
            return Preview(nil, _traitList: []) { EmptyView() }
        }
    }
}

