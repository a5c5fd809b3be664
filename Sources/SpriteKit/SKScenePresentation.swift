import BackplateCore
import Foundation

extension SKScene {
    /// Presents the scene in `view`, whose drawing is `viewSize` points: a `.resizeFill` scene
    /// takes that size, then `didChangeSize(_:)` (with the size before), `didMove(to:)` and,
    /// unless the view is paused or `shouldRender` says no, one frame cycle at time 0.
    func present(in view: SKView, viewSize: CGSize, shouldRender: @MainActor (TimeInterval) -> Bool = { _ in true }) {
        self.view = view
        if viewSize.width > 0, viewSize.height > 0, viewSize.width.isFinite, viewSize.height.isFinite { lastViewSize = viewSize }
        let oldSize = size
        adoptViewSize(viewSize, quietly: true)
        didChangeSize(oldSize)
        didMove(to: view)
        guard !view.isPaused, shouldRender(0) else { return }
        runFrameCycle(at: 0)
    }

    /// Gives a `.resizeFill` scene the size of its view (calling `didChangeSize(_:)` unless
    /// `quietly`); other scale modes keep their size.
    func adoptViewSize(_ viewSize: CGSize, quietly: Bool) {
        guard scaleMode == .resizeFill, viewSize.width > 0, viewSize.height > 0, viewSize.width.isFinite, viewSize.height.isFinite,
              viewSize != size else { return }
        if quietly { setSizeQuietly(viewSize) } else { size = viewSize }
    }

    /// One frame of SpriteKit's loop at `time`: update, actions, (no) physics, constraints,
    /// finish; each step's scene method, then its delegate method.
    func runFrameCycle(at time: TimeInterval) {
        update(time)
        delegate?.update(time, for: self)
        SKActionEvaluator.evaluate(self)
        didEvaluateActions()
        delegate?.didEvaluateActions(for: self)
        warnIfPhysicsWouldMove()
        didSimulatePhysics()
        delegate?.didSimulatePhysics(for: self)
        SKConstraintSolver.apply(in: self)
        didApplyConstraints()
        delegate?.didApplyConstraints(for: self)
        didFinishUpdate()
        delegate?.didFinishUpdate(for: self)
    }

    /// Warns once when the tree has a dynamic physics body that a simulation would move.
    private func warnIfPhysicsWouldMove() {
        let moving = descendants.contains { node in
            guard let body = node.physicsBody, body.isDynamic else { return false }
            let gravity = body.affectedByGravity && (physicsWorld.gravity.dx != 0 || physicsWorld.gravity.dy != 0)
            return gravity || body.velocity.dx != 0 || body.velocity.dy != 0 || body.angularVelocity != 0
        }
        if moving {
            RuntimeWarning.emit("SKPhysicsWorld: Backplate simulates no physics; bodies are drawn where the scene placed them (time 0)")
        }
    }
}
