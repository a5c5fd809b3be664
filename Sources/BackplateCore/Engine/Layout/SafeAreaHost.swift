import Foundation

/// The root of a render with a safe area, as a hosting view lays out its root view
/// (docs/layout-rules.md §1.7 and §12.2): the root is proposed the canvas minus the insets and centred in
/// the safe rectangle; the canvas is the whole proposal (the root's size plus the insets on an
/// unspecified dimension). Its subtree is placed with the safe area in force.
struct SafeAreaHostLayout: NodeLayout {
    /// Physical insets: `leading` is the left edge whatever the layout direction.
    let insets: EdgeInsets

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        guard let child = node.children.first else { return proposal.replacingUnspecifiedDimensions(by: .zero) }
        let c = child.sizeThatFits(proposal.inset(by: insets), pass: pass)
        return CGSize(width: proposal.width ?? c.width + insets.horizontal,
                      height: proposal.height ?? c.height + insets.vertical)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        guard let child = node.children.first else { return }
        let record = SafeAreaRecord(outer: bounds, insets: insets)
        let p = proposal.inset(by: insets)
        let c = child.sizeThatFits(p, pass: pass)
        let origin = CGPoint(x: record.safe.minX + (record.safe.width - c.width) / 2,
                             y: record.safe.minY + (record.safe.height - c.height) / 2)
        pass.place(child, at: origin, proposal: p, safeArea: record)
    }

    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing { .plain }
}

extension EdgeInsets {
    /// Insets usable as a safe area: NaN, infinite and negative values become 0.
    var sanitizedForSafeArea: EdgeInsets {
        func fix(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }
        return EdgeInsets(top: fix(top), leading: fix(leading), bottom: fix(bottom), trailing: fix(trailing))
    }
}

extension LayoutTree {
    /// The most resolve-and-layout passes a hosted render makes (`make(...hostedPasses:)`).
    package static let maximumHostedPasses = 8

    /// Resolves and lays out `view` as a host would: inside `safeAreaInsets` (see
    /// `SafeAreaHostLayout`; zero insets lay out exactly as `make(_:proposal:environment:textEngine:)`),
    /// and, when `hostedPasses` is above 0, running the `onAppear`, `task`, `onChange` and
    /// `onPreferenceChange` actions the view schedules (and what they send to the main queue,
    /// `MainQueueTurn`) and laying it out again, keeping its state, until no new
    /// action runs or `hostedPasses` passes were made (at most `maximumHostedPasses`).
    package static func make<V: View>(_ view: V, proposal: ProposedViewSize, environment: EnvironmentValues,
                                     textEngine: any TextEngine, safeAreaInsets: EdgeInsets,
                                     hostedPasses: Int) -> LayoutTree {
        // The insets are logical in the root environment's direction; the host's are physical.
        let insets = safeAreaInsets.sanitizedForSafeArea.physical(in: environment.layoutDirection)
        if insets == EdgeInsets() && hostedPasses <= 0 {
            return make(view, proposal: proposal, environment: environment, textEngine: textEngine)
        }
        // A plain render runs on the caller's thread (`StackBudget`); a hosted one stays on
        // one large-stack thread, the thread its tasks' executor belongs to
        // (`HostedTaskExecutor`), however deep the tree.
        let stack = StackBudget()
        let render = { stack.run { () -> LayoutTree in
            let resolver = Resolver(stack: stack)
            let lifecycle = hostedPasses > 0 ? HostedLifecycle() : nil
            resolver.lifecycle = lifecycle
            var passesLeft = min(max(hostedPasses, 1), maximumHostedPasses)
            var mainQueueAnswers = true
            while true {
                let context = ResolveContext(environment: environment, stackOrientation: nil, modifierContent: nil, resolver: resolver)
                let nodes = resolver.resolve(view, context)
                var root = ViewNode.root(stacking: nodes)
                if insets != EdgeInsets() {
                    root = ViewNode("safeAreaHost", layout: SafeAreaHostLayout(insets: insets), children: [root])
                }
                let pass = LayoutPass(textEngine: textEngine, displayScale: environment.displayScale, stack: stack)
                let canvas = proposal.replacingUnspecifiedDimensions(by: .zero)
                pass.containerSizes = [CGSize(width: max(canvas.width - insets.leading - insets.trailing, 0),
                                              height: max(canvas.height - insets.top - insets.bottom, 0))]
                pass.place(root, at: .zero, proposal: proposal)
                let preferences = PreferenceCollector.deliver(root, stack: stack)
                passesLeft -= 1
                if let lifecycle, passesLeft > 0, lifecycle.runPendingActions() {
                    // What the actions sent to the main queue, and the tasks they started, run
                    // before the next pass.
                    if mainQueueAnswers {
                        mainQueueAnswers = MainQueueTurn.take(waitingFor: lifecycle.startedTasks,
                                                              patience: environment.hostedTaskPatience)
                    }
                    continue
                }
                lifecycle?.finish()
                return LayoutTree(root: root, pass: pass, environment: environment, proposal: proposal, preferences: preferences)
            }
        } }
        return hostedPasses > 0 ? DeepStack.run(render) : render()
    }
}
