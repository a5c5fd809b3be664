import Foundation
import Backplate

/// Seed 003: overlay and background versus ZStack.
enum Seed003Examples {
    static var blueRectangle: some View {
        Rectangle().foregroundStyle(.blue.gradient).frame(width: 200, height: 200)
    }

    static var yellowRectangle: some View {
        Rectangle().foregroundStyle(.yellow.gradient).frame(width: 120, height: 120)
    }

    static var yellowCircle: some View {
        Circle().foregroundStyle(.yellow.gradient).frame(width: 60, height: 60)
    }

    /// The yellow circle with its centre moved onto its container's top-trailing guides.
    static var circleOnTopTrailingCorner: some View {
        yellowCircle
            .alignmentGuide(.top) { $0[.top] + $0.height / 2 }
            .alignmentGuide(.trailing) { $0[.trailing] - $0.width / 2 }
    }

    static var all: [GalleryExample] {
        [
            GalleryExample("seed003-same-view", title: "ZStack and overlay can look the same",
                           summary: "Top: ZStack { blue; yellow }. Bottom: blue.overlay(yellow). Identical pictures.") {
                VStack {
                    ZStack { blueRectangle; yellowRectangle }
                    blueRectangle.overlay(yellowRectangle)
                }
            },
            GalleryExample("seed003-who-aligns", title: "Circles centred on the corners with overlay",
                           summary: "A 200×200 rectangle with 60×60 circles centred on its top-trailing (alignment guides) and bottom-leading (offset) corners; the composite stays 200×200.") {
                blueRectangle
                    .overlay(alignment: .topTrailing) {
                        yellowCircle
                            .alignmentGuide(.top) { $0[.top] + $0.width / 2 }
                            .alignmentGuide(.trailing) { $0[.trailing] - $0.height / 2 }
                    }
                    .overlay(alignment: .bottomLeading) {
                        yellowCircle.offset(x: -30, y: 30)
                    }
                    .padding(30)
            },
            GalleryExample("seed003-zstack-required-size", title: "ZStack: required size 230×230",
                           summary: "The ZStack includes the shifted circle: the red border is 230×230.") {
                ZStack(alignment: .topTrailing) {
                    blueRectangle
                    circleOnTopTrailingCorner
                }
                .border(.red, width: 2)
                .padding(10)
            },
            GalleryExample("seed003-overlay-required-size", title: "overlay: required size 200×200",
                           summary: "The overlay's circle overflows; the red border stays 200×200.") {
                blueRectangle
                    .overlay(alignment: .topTrailing) {
                        circleOnTopTrailingCorner
                    }
                    .border(.red, width: 2)
                    .padding(40)
            },
            GalleryExample("seed003-hstack-overlay", title: "HStack(alignment: .bottom) with the overlay version",
                           summary: "Both squares are 200 tall and side by side; the circle overflows upwards.") {
                HStack(alignment: .bottom, spacing: 0) {
                    blueRectangle
                        .overlay(alignment: .topTrailing) {
                            yellowCircle
                                .alignmentGuide(.top) { $0[.top] + $0.height / 2 }
                                .alignmentGuide(.trailing) { $0[.trailing] - $0.width / 2 }
                        }
                        .border(.red, width: 2)
                    Rectangle()
                        .foregroundStyle(.red.gradient)
                        .frame(width: 200, height: 200)
                }
                .padding(40)
            },
            GalleryExample("seed003-hstack-zstack", title: "HStack(alignment: .bottom) with the ZStack version",
                           summary: "The ZStack is 230×230: the red square starts at x = 230 and both share the bottom edge.") {
                HStack(alignment: .bottom, spacing: 0) {
                    ZStack(alignment: .topTrailing) {
                        blueRectangle
                        circleOnTopTrailingCorner
                    }
                    .border(.red, width: 2)
                    Rectangle()
                        .foregroundStyle(.red.gradient)
                        .frame(width: 200, height: 200)
                }
                .padding(10)
            },
            GalleryExample("seed003-nested-zstacks", title: "Nested ZStacks grow on both sides",
                           summary: "Circles on the top-trailing and bottom-leading corners, both inside the 260×260 border.") {
                ZStack(alignment: .bottomLeading) {
                    ZStack(alignment: .topTrailing) {
                        blueRectangle
                        circleOnTopTrailingCorner
                    }
                    yellowCircle
                        .alignmentGuide(.bottom) { $0[.bottom] - $0.height / 2 }
                        .alignmentGuide(.leading) { $0[.leading] + $0.width / 2 }
                }
                .border(.red, width: 2)
                .padding(10)
            },
            GalleryExample("seed003-primacy", title: "Two overlays on one rectangle",
                           summary: "A blue square with a yellow 60 pt circle and a red 40 pt circle on top, both centred.") {
                Rectangle().foregroundStyle(.blue)
                    .frame(width: 200, height: 200)
                    .overlay(Circle().foregroundStyle(.yellow).frame(width: 60, height: 60))
                    .overlay(Circle().foregroundStyle(.red).frame(width: 40, height: 40))
            },
            GalleryExample("seed003-draw-order", title: "Drawing order C, D, RootView, A, B",
                           summary: "RootView().overlay(A).background(D).overlay(B).background(C): yellow C at the back, then blue D, grey root, red A, green B in front.") {
                Color.gray.frame(width: 100, height: 100)
                    .overlay(Color.red.frame(width: 60, height: 60))
                    .background(Color.blue.frame(width: 140, height: 140))
                    .overlay(Color.green.frame(width: 30, height: 30))
                    .background(Color.yellow.frame(width: 180, height: 180))
                    .padding(50)
            },
            GalleryExample("seed003-safe-area-inset", title: "safeAreaInset with a bottom bar",
                           summary: "A white screen whose bottom bar (green at 60%, 40 pt plus padding) sits below the content.",
                           proposedSize: ProposedViewSize(width: 393, height: 400)) {
                Color.white
                    .safeAreaInset(edge: .bottom, spacing: 0) {
                        Text("Bottom Bar")
                            .font(.title3)
                            .foregroundColor(.indigo)
                            .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: 40)
                            .padding()
                            .background(.green.opacity(0.6))
                    }
            },
        ]
    }
}
