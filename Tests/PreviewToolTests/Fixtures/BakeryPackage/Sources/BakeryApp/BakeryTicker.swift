import SwiftUI

/// The oven's countdown, ticked by a display link as UIKit code drives animations: `@objc`
/// and `#selector` compile in a preview build, and the link never fires in a render.
final class BakeryTickerView: UIView {
    private var link: CADisplayLink?
    private(set) var ticks = 0

    func start() {
        link = CADisplayLink(target: self, selector: #selector(tick))
        link?.add(to: .main, forMode: .common)
    }

    @objc private func tick() {
        ticks += 1
    }
}

struct BakeryTicker: UIViewRepresentable {
    func makeUIView(context: Context) -> BakeryTickerView {
        let view = BakeryTickerView()
        view.contentMode = .scaleAspectFit
        view.start()
        return view
    }

    func updateUIView(_ uiView: BakeryTickerView, context: Context) {}
}
