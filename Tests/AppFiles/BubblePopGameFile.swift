import SwiftUI
import SpriteKit

// A 2025 kids' game: a SpriteKit scene in a SpriteView under a SwiftUI score bar. The scene
// sets itself up in didMove(to:) (sky, grass, bubbles with outlines and labels, a drifting
// action that a still frame shows at its start) and counts frames in update(_:).

final class BubblePopScene: SKScene {
    static let sky = UIColor(red: 0.53, green: 0.81, blue: 0.98, alpha: 1)
    static let bubble = UIColor(red: 1.0, green: 0.42, blue: 0.62, alpha: 1)
    private(set) var frames = 0

    override func didMove(to view: SKView) {
        backgroundColor = Self.sky
        let grass = SKSpriteNode(color: UIColor(red: 0.30, green: 0.69, blue: 0.31, alpha: 1),
                                 size: CGSize(width: size.width, height: 120))
        grass.anchorPoint = CGPoint(x: 0, y: 0)
        grass.position = .zero
        grass.zPosition = -1
        addChild(grass)

        for (index, point) in [CGPoint(x: 100, y: 600), CGPoint(x: 280, y: 420), CGPoint(x: 170, y: 260)].enumerated() {
            let bubble = SKShapeNode(circleOfRadius: 36)
            bubble.fillColor = Self.bubble
            bubble.strokeColor = .white
            bubble.lineWidth = 4
            bubble.position = point
            bubble.name = "bubble-\(index)"
            let label = SKLabelNode(text: "\(index + 1)")
            label.fontName = "AvenirNext-Bold"
            label.fontSize = 28
            label.fontColor = .white
            label.verticalAlignmentMode = .center
            bubble.addChild(label)
            bubble.run(.repeatForever(.sequence([.moveBy(x: 0, y: 40, duration: 2), .moveBy(x: 0, y: -40, duration: 2)])))
            addChild(bubble)
        }
    }

    override func update(_ currentTime: TimeInterval) {
        frames += 1
    }
}

struct BubblePopGameView: View {
    @State private var scene: BubblePopScene = {
        let scene = BubblePopScene(size: CGSize(width: 393, height: 852))
        scene.scaleMode = .resizeFill
        return scene
    }()
    @State private var score = 120
    @State private var paused = false

    var body: some View {
        ZStack(alignment: .top) {
            SpriteView(scene: scene, isPaused: paused)
                .ignoresSafeArea()
            HStack {
                Label("Score \(score)", systemImage: "star.fill")
                    .font(.headline)
                Spacer()
                Button(paused ? "Resume" : "Pause", systemImage: paused ? "play.fill" : "pause.fill") {
                    paused.toggle()
                }
                .buttonStyle(.borderedProminent)
            }
            .padding()
            .background(.thinMaterial, in: .rect(cornerRadius: 16))
            .padding(.horizontal)
        }
    }
}

#Preview {
    BubblePopGameView()
}
