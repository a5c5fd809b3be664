import Foundation

/// Marks a view with a value that a `Picker`, `TabView` or `List(selection:)` matches against
/// its selection. Outside such a container a tag changes nothing.
///
/// Inside a picker, each tagged option draws according to the role the picker gives it: the
/// selected option alone (menu picker label), a segment, a row with a checkmark, a wheel row.
/// `ForEach` content inside a picker is tagged with each element's identifier unless the view
/// the `ForEach` makes is tagged itself.
nonisolated public struct _TagModifier: ViewModifier {
    let tag: AnyHashable
    @Environment(\._selectionOptionRole) private var role

    /// The content drawn in the role its container gives it.
    public func body(content: Content) -> some View {
        let plain = content.modifier(_EnvironmentTransformModifier { $0._selectionOptionRole = nil })
        if let role {
            role.make(tag, AnyView(plain))
        } else {
            plain
        }
    }
}

nonisolated extension View {
    /// Sets the unique tag value of this view: a `Picker` shows the option whose tag equals its
    /// selection (optional selections match non-optional tags of the same wrapped value); a
    /// `TabView` shows the tab, and a `List(selection:)` highlights the row, whose tag matches.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(_TagModifier(tag: AnyHashable(tag)))
            .modifier(_ContainerTraitModifier(key: ContainerTraits.tag, value: AnyHashable(tag)))
    }

    /// Sets the view's tag (iOS 18's form). `includeOptional` lets an optional selection of
    /// the same wrapped type match it, which Backplate's selections always allow.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View {
        self.tag(tag)
    }
}

extension ViewNode {
    /// The tag set with `tag(_:)` on this node's chain, if any (read by `TabView` and `List`).
    var containerTag: AnyHashable? { trait(ContainerTraits.tag, as: AnyHashable.self) }
}

/// How a selection container asks its tagged children to draw themselves: a function from the
/// child's tag and content to the view drawn in its place.
final class _SelectionOptionRole {
    let make: (AnyHashable, AnyView) -> AnyView
    init(_ make: @escaping (AnyHashable, AnyView) -> AnyView) { self.make = make }

    /// Draws only the option whose tag matches `selection` (a menu picker's label, a page).
    static func selectedOnly(_ selection: AnyHashable?) -> _SelectionOptionRole {
        _SelectionOptionRole { tag, content in
            tagsMatch(tag, selection) ? content : AnyView(EmptyView())
        }
    }
}

private struct SelectionOptionRoleKey: EnvironmentKey { static var defaultValue: _SelectionOptionRole? { nil } }

extension EnvironmentValues {
    /// The role tagged views play in the nearest selection container (`nil` outside one).
    var _selectionOptionRole: _SelectionOptionRole? {
        get { self[SelectionOptionRoleKey.self] }
        set { self[SelectionOptionRoleKey.self] = newValue }
    }
}

// MARK: - Implicit tags from ForEach

/// A view that can tag each of its elements with its identifier (`ForEach` in a picker).
protocol _ImplicitlyTaggable {
    var _taggedByIdentifier: AnyView { get }
}

extension ForEach: _ImplicitlyTaggable where Content: View {
    var _taggedByIdentifier: AnyView {
        let make = content, identify = identify
        return AnyView(ForEach<Data, ID, AnyView>(data: data, content: { element in
            let view = make(element)
            return _hasExplicitTag(view) ? AnyView(view) : AnyView(view.tag(identify(element)))
        }, identify: identify, identifiesBySelf: identifiesBySelf))
    }
}

/// Whether a view value carries a `.tag` among its outer modifiers.
func _hasExplicitTag(_ view: Any, depth: Int = 0) -> Bool {
    guard depth < 12 else { return false }
    let mirror = Mirror(reflecting: view)
    var content: Any?
    for child in mirror.children {
        if child.label == "modifier", child.value is _TagModifier { return true }
        if child.label == "content" { content = child.value }
    }
    guard String(describing: mirror.subjectType).hasPrefix("ModifiedContent<"), let content else { return false }
    return _hasExplicitTag(content, depth: depth + 1)
}

/// The content with implicit `ForEach` tags applied where SwiftUI applies them.
func _implicitlyTagged<Content: View>(_ content: Content) -> AnyView {
    if let taggable = content as? _ImplicitlyTaggable { return taggable._taggedByIdentifier }
    return AnyView(content)
}
