import Foundation

/// Stage 3½: computes preference values from placed nodes.
///
/// A subtree's values are its backgrounds', its children's and its overlays' values combined
/// in that order (SwiftUI's drawing order), then the node's own actions applied innermost
/// first. Every placed view takes part, hidden ones (`hidden()`, opacity 0) included: they are
/// still in the hierarchy. Views a container never placed (the branches `ViewThatFits`
/// rejected) take no part. The values of an `overlayPreferenceValue` or
/// `backgroundPreferenceValue` reader's own content flow on upward, combined with those of
/// the view it reads ("the values of the preference key from both views are combined"), and
/// so do a `GeometryReader`'s content's (the usual way to publish a measured size).
///
/// Known differences from SwiftUI: a `mask` is a layer here, so its content's values flow up
/// like an overlay's; a `ZStack` combines its children in drawing order (after `zIndex`);
/// `transformPreference` and anchor preferences applied to a view list (`Group`, `ForEach`)
/// apply to each element (`preference(key:value:)` and `onPreferenceChange` treat the list
/// as a whole, as SwiftUI does);
/// SwiftUI's extra `reduce` calls with default values for conditional content do not happen.
extension PreferenceValues {
    /// `combine(with:)`, skipped when `next` is empty (the common case: no key set below).
    @inline(__always)
    mutating func combineUnlessEmpty(_ next: PreferenceValues) {
        if !next.isEmpty { combine(with: next) }
    }
}

enum PreferenceCollector {
    /// The values a placed subtree produces. Observations are recorded only when
    /// `observations` is given (the final pass after layout), never by readers during layout.
    /// `stack` is the layout's budget: a subtree reached where the caller's stack runs low is
    /// collected on a large-stack thread.
    static func values(of node: ViewNode, observations: ObservationLog? = nil, stack: StackBudget) -> PreferenceValues {
        guard node.isPlaced else { return PreferenceValues() }
        // A leaf with no layers and no preference actions produces nothing.
        if node.children.isEmpty && !node.hasRareFields { return PreferenceValues() }
        if stack.isLow { return stack.continueOnLargeStack { Self.values(of: node, observations: observations, stack: stack) } }
        // No layers and no actions: only the children's values, and a child that produces
        // nothing by its shape alone is skipped without a call (Benchmarks/README.md: a grid's frames and
        // colours are all plain).
        if !node.hasRareFields {
            var values = PreferenceValues()
            let children = node.children
            for i in 0..<children.count where !producesNothing(children[i]) {
                values.combineUnlessEmpty(self.values(of: children[i], observations: observations, stack: stack))
            }
            return values
        }
        var values = PreferenceValues()
        // Most subtrees set no preference: an empty result is not combined (measured in Benchmarks/README.md).
        for layer in node.backgrounds { values.combineUnlessEmpty(self.values(of: layer, observations: observations, stack: stack)) }
        for child in node.children { values.combineUnlessEmpty(self.values(of: child, observations: observations, stack: stack)) }
        for layer in node.overlays { values.combineUnlessEmpty(self.values(of: layer, observations: observations, stack: stack)) }
        guard !node.preferenceActions.isEmpty else { return values }
        let geometry = node.placedGeometry ?? PlacedGeometry(size: node.frame.size, origin: node.frame.origin)
        for action in node.preferenceActions {
            switch action {
            case .write(let apply):
                apply(&values, geometry)
            case .combine(let apply):
                apply(&values)
            case .observe(let observation, let part):
                observations?.record(observation, part: part, values: values)
            case .geometry(let report):
                if observations != nil { observations?.geometryReports.append({ report(geometry) }) }
            }
        }
        return values
    }

    /// Whether `values(of:)` is empty for `node` without looking further than its children:
    /// a node never placed, a plain leaf (no layers, no preference actions), or a plain node
    /// whose children are all plain leaves (a frame around a colour).
    @inline(__always)
    private static func producesNothing(_ node: ViewNode) -> Bool {
        if !node.isPlaced { return true }
        if node.hasRareFields { return false }
        let children = node.children
        for i in 0..<children.count where children[i].isPlaced && (!children[i].children.isEmpty || children[i].hasRareFields) {
            return false
        }
        return true
    }

    /// Before layout: the values resolved nodes produce with the actions that need no geometry
    /// (`combine`), combined in the same order as `values(of:)`. Every resolved node takes
    /// part, placed or not; `write` and observing actions wait for the pass after layout.
    static func resolvedValues(of nodes: [ViewNode], stack: StackBudget) -> PreferenceValues {
        var values = PreferenceValues()
        for node in nodes { values.combineUnlessEmpty(resolvedValues(of: node, stack: stack)) }
        return values
    }

    private static func resolvedValues(of node: ViewNode, stack: StackBudget) -> PreferenceValues {
        if node.children.isEmpty && !node.hasRareFields { return PreferenceValues() }
        if stack.isLow { return stack.continueOnLargeStack { Self.resolvedValues(of: node, stack: stack) } }
        var values = resolvedValues(of: node.backgrounds, stack: stack)
        values.combineUnlessEmpty(resolvedValues(of: node.children, stack: stack))
        values.combineUnlessEmpty(resolvedValues(of: node.overlays, stack: stack))
        for case .combine(let apply) in node.preferenceActions { apply(&values) }
        return values
    }

    /// After layout: computes the whole tree's preferences, calls every `onPreferenceChange`
    /// and `onGeometryChange` action once (geometry actions first, then preference actions,
    /// innermost first) with the final values, and returns the root's values.
    @discardableResult
    static func deliver(_ root: ViewNode, stack: StackBudget) -> PreferenceValues {
        let log = ObservationLog()
        let rootValues = values(of: root, observations: log, stack: stack)
        log.deliver()
        return rootValues
    }
}

/// The `onPreferenceChange`/`onGeometryChange` calls one render owes, delivered after the
/// whole tree's values are known.
final class ObservationLog {
    private var order: [ObjectIdentifier] = []
    private var observations: [ObjectIdentifier: PreferenceObservation] = [:]
    private var parts: [ObjectIdentifier: [Int: PreferenceValues]] = [:]
    var geometryReports: [() -> Void] = []

    func record(_ observation: PreferenceObservation, part: Int, values: PreferenceValues) {
        let id = ObjectIdentifier(observation)
        if observations[id] == nil {
            observations[id] = observation
            order.append(id)
        }
        parts[id, default: [:]][part] = values
    }

    func deliver() {
        for report in geometryReports { report() }
        for id in order {
            guard let observation = observations[id], let recorded = parts[id] else { continue }
            var combined = PreferenceValues()
            for part in recorded.keys.sorted() { combined.combine(with: recorded[part]!) }
            observation.deliver(combined)
        }
    }
}

/// One `onPreferenceChange` modifier's action; shared by the nodes of the view list it was
/// applied to, so the action runs once with the list's combined value.
final class PreferenceObservation {
    let deliver: (PreferenceValues) -> Void
    init(deliver: @escaping (PreferenceValues) -> Void) { self.deliver = deliver }
}
