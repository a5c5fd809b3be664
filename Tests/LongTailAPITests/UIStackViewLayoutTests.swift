import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit

/// UIKit stack views laid out as UIKit lays them out: each distribution's lengths and gaps,
/// hugging and compression priorities, hidden views, custom spacing and margins, alignment
/// across the axis, nested stacks sizing themselves, and a self-sizing cell as tall as the
/// stack pinned to its margins.
@MainActor @Suite(.tags(.pixels)) struct UIStackViewLayoutTests {
    /// Three views 40, 60 and 80 wide, 10 apart, in a 300 by 50 stack, laid out by a render.
    private func threeBoxes(_ distribution: UIStackView.Distribution, configure: (UIStackView, [UIView]) -> Void = { _, _ in })
        throws -> [CGRect] {
        let boxes = [40, 60, 80].map { width -> UIView in
            let box = UIView()
            box.backgroundColor = .red
            box.widthAnchor.constraint(equalToConstant: CGFloat(width)).isActive = true
            return box
        }
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.spacing = 10
        stack.distribution = distribution
        configure(stack, boxes)
        let (_, warnings) = try RuntimeWarning.collecting {
            try ImageRenderer(content: StackHost(view: stack).frame(width: 300, height: 50)).render()
        }
        #expect(warnings.isEmpty, "\(warnings)")
        return boxes.map(\.frame)
    }

    private func xs(_ frames: [CGRect]) -> [CGFloat] { frames.map { ($0.minX * 100).rounded() / 100 } }
    private func widths(_ frames: [CGRect]) -> [CGFloat] { frames.map { ($0.width * 100).rounded() / 100 } }

    @Test func eachDistributionSharesTheAxisAsUIKitDoes() throws {
        // fill: the 100 points to spare go to the lowest hugging priority, the last of equals.
        let fill = try threeBoxes(.fill)
        #expect(widths(fill) == [40, 60, 180] && xs(fill) == [0, 50, 120], "\(fill)")
        let hugged = try threeBoxes(.fill) { _, boxes in boxes[1].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal) }
        #expect(widths(hugged) == [40, 160, 80] && xs(hugged) == [0, 50, 220], "\(hugged)")
        // fillEqually: (300 - 20) / 3 each.
        let equal = try threeBoxes(.fillEqually)
        #expect(widths(equal) == [93.33, 93.33, 93.33] && xs(equal) == [0, 103.33, 206.67], "\(equal)")
        // fillProportionally: 280 points shared 40 : 60 : 80.
        let proportional = try threeBoxes(.fillProportionally)
        #expect(widths(proportional) == [62.22, 93.33, 124.44], "\(proportional)")
        // equalSpacing: own widths, the 100 spare points split between the two gaps.
        let spaced = try threeBoxes(.equalSpacing)
        #expect(widths(spaced) == [40, 60, 80] && xs(spaced) == [0, 100, 220], "\(spaced)")
        // equalCentering: centres at 20, 140 and 260.
        let centred = try threeBoxes(.equalCentering)
        #expect(centred.map(\.midX) == [20, 140, 260], "\(centred)")
        // Every box fills the stack's height (alignment .fill).
        #expect(fill.allSatisfy { $0.minY == 0 && $0.height == 50 })
    }

    @Test func tooLongStacksShrinkTheLowestCompressionResistanceFirst() throws {
        let frames = try threeBoxes(.fill) { stack, boxes in
            boxes.forEach { $0.constraints.forEach { $0.isActive = false } }
            for (box, width) in zip(boxes, [140, 100, 120]) {
                box.widthAnchor.constraint(equalToConstant: CGFloat(width)).isActive = true
            }
            boxes[0].setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        }
        // 360 + 20 in 300: the first box (lowest resistance) gives up 80 points.
        #expect(frames[0].width == 60 && frames[1].minX == 70 && frames[2].minX == 180, "\(frames)")
    }

    @Test func hiddenViewsCustomSpacingAndMarginsMoveTheRest() throws {
        let frames = try threeBoxes(.equalSpacing) { stack, boxes in
            boxes[1].isHidden = true
            stack.distribution = .fill
            stack.setCustomSpacing(20, after: boxes[0])
            stack.isLayoutMarginsRelativeArrangement = true
            stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 12, bottom: 5, trailing: 12)
            stack.alignment = .center
        }
        // The hidden box takes no room; 20 after the first; inside the margins; the last stretches to 276 - 60;
        // boxes without a height of their own are centred at none, as UIKit's ambiguity suppression leaves them.
        #expect(frames[0] == CGRect(x: 12, y: 25, width: 40, height: 0), "\(frames[0])")
        #expect(frames[2].minX == 72 && frames[2].width == 216, "\(frames[2])")
        let stack = UIStackView()
        #expect(stack.customSpacing(after: UIView()) == UIStackView.spacingUseDefault)
        let moved = UIView()
        stack.addArrangedSubview(moved)
        stack.insertArrangedSubview(UIView(), at: 0)
        #expect(stack.arrangedSubviews.count == 2 && stack.arrangedSubviews[1] === moved && !moved.translatesAutoresizingMaskIntoConstraints)
        moved.removeFromSuperview()
        #expect(stack.arrangedSubviews.count == 1)
    }

    @Test func badValuesGetDefinedFrames() throws {
        let boxes = (0..<3).map { _ in UIView() }
        boxes[0].widthAnchor.constraint(equalToConstant: .infinity).isActive = true
        boxes[1].widthAnchor.constraint(equalToConstant: -20).isActive = true
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.addArrangedSubview(stack)
        stack.spacing = .nan
        stack.setCustomSpacing(.infinity, after: boxes[1])
        stack.distribution = .fillProportionally
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: -5, leading: .nan, bottom: 400, trailing: 0)
        _ = try ImageRenderer(content: StackHost(view: stack).frame(width: 300, height: 50)).render()
        #expect(stack.arrangedSubviews.count == 3, "a stack does not arrange itself")
        #expect(boxes.allSatisfy { $0.frame.width >= 0 && $0.frame.height >= 0 }, "\(boxes.map(\.frame))")
        let resized = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        child.autoresizingMask = [.flexibleWidth, .flexibleLeftMargin]
        resized.addSubview(child)
        resized.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: .infinity)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 80, height: 80), "a NaN or infinite size moves nothing: \(child.frame)")
    }

    @Test func aStackWithoutConstraintsLaysOutByItsFrame() throws {
        let top = UILabel(), bottom = UILabel()
        top.text = "Tide"
        bottom.text = "Swell"
        let stack = UIStackView(arrangedSubviews: [top, bottom])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.distribution = .fillEqually
        let (_, warnings) = try RuntimeWarning.collecting {
            try ImageRenderer(content: StackHost(view: stack).frame(width: 200, height: 100)).render()
        }
        #expect(warnings.isEmpty, "\(warnings)")
        // Two equal halves; each label as wide as its text, at the leading edge.
        #expect(top.frame == CGRect(x: 0, y: 0, width: top.intrinsicContentSize.width, height: 50), "\(top.frame)")
        #expect(bottom.frame == CGRect(x: 0, y: 50, width: bottom.intrinsicContentSize.width, height: 50), "\(bottom.frame)")
        #expect(stack.constraints.isEmpty && top.constraints.isEmpty)
    }

    @Test func aCellsStackOfAnIconTextsAndAValueSizesItsRow() throws {
        let controller = StackTableController(style: .plain)
        let renderer = ImageRenderer(content: StackTableHost(controller: controller).frame(width: 393, height: 300))
        renderer.safeAreaInsets = EdgeInsets()
        renderer.isOpaque = true
        let (image, warnings) = try RuntimeWarning.collecting { try renderer.render() }
        #expect(warnings.isEmpty, "\(warnings)")
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? StackCell)
        let title = cell.title.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity)).height
        let subtitle = cell.subtitle.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity)).height
        let value = cell.value.intrinsicContentSize.width
        let texts = title + 2 + subtitle
        // The row stack fills the margins (16 across, 11 down) and is as tall as its text stack.
        #expect(cell.row.frame == CGRect(x: 16, y: 11, width: 361, height: texts), "\(cell.row.frame)")
        #expect(abs(cell.frame.height - (11 + texts + 11)) < 0.01, "row \(cell.frame.height)")
        // The icon 32 square, centred; the texts stretch; the value (hugging required) keeps its width at the end.
        #expect(cell.icon.frame == CGRect(x: 0, y: (texts - 32) / 2, width: 32, height: 32), "\(cell.icon.frame)")
        #expect(abs(cell.texts.frame.minX - 44) < 0.01 && abs(cell.texts.frame.width - (361 - 32 - 24 - value)) < 0.01, "\(cell.texts.frame)")
        #expect(abs(cell.value.frame.maxX - 361) < 0.01, "\(cell.value.frame)")
        #expect(cell.subtitle.frame.minY == title + 2 && cell.subtitle.frame.width == cell.texts.frame.width, "\(cell.subtitle.frame)")
        // The icon's red at its centre in the first row.
        let centre = (x: 16 + 16, y: Int(11 + texts / 2))
        #expect(rgba(image, centre.x, centre.y) == [255, 0, 0, 255], "\(rgba(image, centre.x, centre.y))")
    }
}

private struct StackHost: UIViewRepresentable {
    let view: UIView
    func makeUIView(context: Context) -> UIView { view }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

/// An icon, a title over a subtitle and a value in a stack pinned to the content view's margins.
private final class StackCell: UITableViewCell {
    let icon = UIView()
    let title = UILabel()
    let subtitle = UILabel()
    let value = UILabel()
    lazy var texts = UIStackView(arrangedSubviews: [title, subtitle])
    lazy var row = UIStackView(arrangedSubviews: [icon, texts, value])

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        icon.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        title.font = .preferredFont(forTextStyle: .body)
        subtitle.font = .preferredFont(forTextStyle: .subheadline)
        value.font = .preferredFont(forTextStyle: .body)
        value.setContentHuggingPriority(.required, for: .horizontal)
        texts.axis = .vertical
        texts.spacing = 2
        row.spacing = 12
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            icon.widthAnchor.constraint(equalToConstant: 32),
            icon.heightAnchor.constraint(equalToConstant: 32),
            row.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            row.topAnchor.constraint(equalTo: margins.topAnchor),
            row.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class StackTableController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = StackCell(style: .default, reuseIdentifier: nil)
        cell.title.text = "Harbour"
        cell.subtitle.text = "High tide 6:42 AM"
        cell.value.text = "5.8 ft"
        return cell
    }
}

private struct StackTableHost: UIViewControllerRepresentable {
    let controller: StackTableController
    func makeUIViewController(context: Context) -> StackTableController { controller }
    func updateUIViewController(_ controller: StackTableController, context: Context) {}
}
