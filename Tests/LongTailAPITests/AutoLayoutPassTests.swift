import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit

/// Auto Layout as UIKit cells and representables use it: anchors pinned to a view, its layout
/// margins and siblings, centring, constant and cross-axis sizes, labels at their intrinsic
/// height, and a self-sizing table cell as tall as its constraints make its content view.
@MainActor @Suite(.tags(.pixels)) struct AutoLayoutPassTests {
    private func bodyLineHeight() -> CGFloat {
        UIHostingController(rootView: Text("Tide").font(.body).fixedSize()).sizeThatFits(in: CGSize(width: CGFloat.infinity, height: .infinity)).height
    }

    @Test func pinnedCentredAndSquareViewsTakeTheirFrames() throws {
        let badge = BadgeView()
        let renderer = ImageRenderer(content: UIViewTreeHost(view: badge).frame(width: 200, height: 100))
        renderer.isOpaque = true
        let (image, warnings) = try RuntimeWarning.collecting { try renderer.render() }
        // 12 in from the leading edge, a 24-point square centred vertically; the label centred.
        #expect(badge.icon.frame == CGRect(x: 12, y: 38, width: 24, height: 24), "\(badge.icon.frame)")
        #expect(abs(badge.label.frame.midX - 100) < 0.01 && abs(badge.label.frame.midY - 50) < 0.01 && abs(badge.label.frame.height - bodyLineHeight()) < 0.01,
                "\(badge.label.frame)")
        #expect(rgba(image, 24, 50) == [255, 0, 0, 255] && rgba(image, 8, 50) == [255, 255, 255, 255])
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func aSelfSizingCellIsAsTallAsItsConstraintsMakeIt() throws {
        let controller = TideTableController(style: .plain)
        let renderer = ImageRenderer(content: TideHost(controller: controller).frame(width: 393, height: 600))
        renderer.safeAreaInsets = EdgeInsets()
        _ = renderer.displayList()
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? TideCell)
        let line = bodyLineHeight()
        // Margins 16 across and 11 down; the subtitle 4 under the title; the row 11 below it.
        #expect(cell.title.frame == CGRect(x: 16, y: 11, width: 393 - 32, height: line), "\(cell.title.frame)")
        #expect(abs(cell.subtitle.frame.minY - (11 + line + 4)) < 0.01, "\(cell.subtitle.frame)")
        let expected = 11 + line + 4 + cell.subtitle.frame.height + 11
        #expect(abs(cell.frame.height - expected) < 0.01, "row \(cell.frame.height), constraints \(expected)")
    }

    @Test func marginsGuidesFollowTheViewsMargins() throws {
        let controller = UIViewController()
        let title = UILabel()
        title.text = "Tide"
        title.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(title)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        box.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 24, bottom: 4, trailing: 10)
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(inner)
        controller.view.addSubview(box)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
            title.topAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.topAnchor),
            box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            box.topAnchor.constraint(equalTo: title.bottomAnchor),
            box.heightAnchor.constraint(equalToConstant: 40),
            inner.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: box.layoutMarginsGuide.trailingAnchor),
            inner.topAnchor.constraint(equalTo: box.layoutMarginsGuide.topAnchor),
            inner.bottomAnchor.constraint(equalTo: box.layoutMarginsGuide.bottomAnchor),
        ])
        _ = try ImageRenderer(content: ControllerHost(controller: controller).frame(width: 300, height: 200)).render()
        // A controller's view keeps the system's 16 points across (none down); a view its own margins.
        #expect(title.frame.origin == CGPoint(x: 16, y: 0), "\(title.frame)")
        #expect(inner.frame == CGRect(x: 24, y: 4, width: 300 - 34, height: 32), "\(inner.frame)")
        #expect(box.layoutMargins == UIEdgeInsets(top: 4, left: 24, bottom: 4, right: 10))
    }

    /// A controller that sizes its content in `viewDidLayoutSubviews()`, as a zoomable PDF
    /// preview does (unseen48): the hook runs after the view has its size and draws what it set.
    @Test func aControllerPlacesItsViewsWhenItsViewIsLaidOut() throws {
        let controller = HalfFillController()
        let renderer = ImageRenderer(content: ControllerHost(controller: controller).frame(width: 100, height: 60))
        renderer.isOpaque = true
        let image = try renderer.render()
        #expect(controller.hooks.first == "will 100×60" && controller.hooks.last == "did 100×60", "\(controller.hooks)")
        #expect(controller.fill.frame == CGRect(x: 0, y: 0, width: 50, height: 60))
        #expect(rgba(image, 25, 30) == [255, 0, 0, 255] && rgba(image, 75, 30) == [255, 255, 255, 255])
    }

    @Test func zoomingToARectFillsTheBoundsWithinTheLimits() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.maximumZoomScale = 4
        scroll.zoom(to: CGRect(x: 10, y: 20, width: 50, height: 40), animated: true)
        #expect(scroll.zoomScale == 2 && scroll.contentOffset == CGPoint(x: 20, y: 40))
        scroll.zoom(to: CGRect(x: 0, y: 0, width: 5, height: 5), animated: false)
        #expect(scroll.zoomScale == 4)
    }

    @Test func aViewTheConstraintsDoNotPlaceWarns() throws {
        let view = UIView()
        let loose = UIView()
        loose.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(loose)
        loose.widthAnchor.constraint(equalToConstant: 10).isActive = true
        let (_, warnings) = try RuntimeWarning.collecting {
            try ImageRenderer(content: UIViewTreeHost(view: view).frame(width: 50, height: 50)).render()
        }
        #expect(warnings.contains { $0.contains("do not place UIView") }, "\(warnings)")
    }
}

private struct ControllerHost: UIViewControllerRepresentable {
    let controller: UIViewController
    func makeUIViewController(context: Context) -> UIViewController { controller }
    func updateUIViewController(_ controller: UIViewController, context: Context) {}
}

/// A red 24-point square 12 in from the leading edge and a centred label.
private final class BadgeView: UIView {
    let icon = UIView()
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        icon.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        label.text = "Tide"
        label.font = .preferredFont(forTextStyle: .body)
        [icon, label].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            addSubview($0)
        }
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            icon.centerYAnchor.constraint(equalTo: centerYAnchor),
            icon.widthAnchor.constraint(equalToConstant: 24),
            icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
            label.centerXAnchor.constraint(equalTo: centerXAnchor),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A title over a subtitle, pinned to the content view's margins.
private final class TideCell: UITableViewCell {
    let title = UILabel()
    let subtitle = UILabel()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.font = .preferredFont(forTextStyle: .body)
        subtitle.font = .preferredFont(forTextStyle: .subheadline)
        subtitle.numberOfLines = 0
        [title, subtitle].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview($0)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            subtitle.trailingAnchor.constraint(equalTo: title.trailingAnchor),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            subtitle.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class TideTableController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = TideCell(style: .default, reuseIdentifier: nil)
        cell.title.text = "High tide"
        cell.subtitle.text = "6:42 AM, 5.8 ft, then falling through the morning toward the afternoon low"
        return cell
    }
}

private struct TideHost: UIViewControllerRepresentable {
    let controller: TideTableController
    func makeUIViewController(context: Context) -> TideTableController { controller }
    func updateUIViewController(_ controller: TideTableController, context: Context) {}
}


/// Fills its left half with red once its view is laid out, recording the layout hooks.
private final class HalfFillController: UIViewController {
    let fill = UIView()
    var hooks: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        fill.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        view.addSubview(fill)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        hooks.append("will \(Int(view.bounds.width))×\(Int(view.bounds.height))")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        hooks.append("did \(Int(view.bounds.width))×\(Int(view.bounds.height))")
        fill.frame = CGRect(x: 0, y: 0, width: view.bounds.width / 2, height: view.bounds.height)
    }
}
