import Foundation

/// Splits a `previews` view into the separate previews Xcode shows: each child of a `Group`,
/// a `ForEach`, a several-statement builder or a conditional becomes one preview. Preview
/// modifiers (`previewLayout`, `previewDisplayName`, `previewDevice`,
/// `previewInterfaceOrientation`) become settings; other modifiers applied to a list apply
/// to each of its views, as in SwiftUI; an outer `preferredColorScheme` or
/// `environment(\.colorScheme, _)` becomes the preview's colour scheme.
enum PreviewSplitter {
    struct Leaf {
        var view: any View
        var settings: PreviewSettings
    }

    /// The deepest any preview list is followed (a guard against pathological nesting).
    static let maximumDepth = 64

    static func split(_ view: any View, depth: Int = 0) -> [Leaf] {
        guard depth < maximumDepth else { return [Leaf(view: view, settings: PreviewSettings())] }
        if let link = view as? PreviewChainLink {
            var leaves = split(link.chainContent, depth: depth + 1)
            if let trait = link.chainModifier as? _PreviewTraitModifier {
                for i in leaves.indices { leaves[i].settings.inherit(trait.trait) }
                if leaves.count == 1, !(link.chainContent is PreviewListSource) {
                    leaves[0].view = view   // keep the modifier chain as written
                }
                return leaves
            }
            let scheme = (link.chainModifier as? any EnvironmentModifier).flatMap(colorScheme(setBy:))
            for i in leaves.indices {
                if leaves[i].settings.colorScheme == nil { leaves[i].settings.colorScheme = scheme }
            }
            if leaves.count == 1 { leaves[0].view = view; return leaves }
            for i in leaves.indices { leaves[i].view = link.rewrap(leaves[i].view) }
            return leaves
        }
        if let list = view as? PreviewListSource {
            return list.previewElements.flatMap { split($0, depth: depth + 1) }
        }
        return [Leaf(view: view, settings: PreviewSettings())]
    }

    /// The colour scheme an environment modifier forces, if it forces one.
    static func colorScheme(setBy modifier: any EnvironmentModifier) -> ColorScheme? {
        var light = EnvironmentValues()
        light.colorScheme = .light
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        modifier.modify(&light)
        modifier.modify(&dark)
        return light.colorScheme == dark.colorScheme ? light.colorScheme : nil
    }
}

/// A modified view, seen through its content and modifier.
protocol PreviewChainLink {
    var chainContent: any View { get }
    var chainModifier: Any { get }
    func rewrap(_ child: any View) -> any View
}

extension ModifiedContent: PreviewChainLink where Content: View, Modifier: ViewModifier {
    var chainContent: any View { content }
    var chainModifier: Any { modifier }
    func rewrap(_ child: any View) -> any View {
        ModifiedContent<AnyView, Modifier>(content: openAsAnyView(child), modifier: modifier)
    }
}

/// A view that stands for a list of views.
protocol PreviewListSource {
    var previewElements: [any View] { get }
}

extension TupleView: PreviewListSource {
    var previewElements: [any View] {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .tuple else { return (value as? any View).map { [$0] } ?? [] }
        return mirror.children.compactMap { $0.value as? any View }
    }
}

extension Group: PreviewListSource where Content: View {
    var previewElements: [any View] { [content] }
}

extension ForEach: PreviewListSource where Content: View {
    var previewElements: [any View] { data.map { content($0) } }
}

extension _ConditionalContent: PreviewListSource where TrueContent: View, FalseContent: View {
    var previewElements: [any View] {
        switch storage {
        case .trueContent(let t): return [t]
        case .falseContent(let f): return [f]
        }
    }
}

extension Optional: PreviewListSource where Wrapped: View {
    var previewElements: [any View] { map { [$0] } ?? [] }
}

extension AnyView: PreviewListSource {
    var previewElements: [any View] { [view] }
}
