import SwiftUI
import CoreImage
import CoreImage.CIFilterBuiltins

// Darkroom: a photo filter editor in the style of the Instafilter apps of 2023-2026. An
// @Observable editor runs a Core Image filter chosen from a strip of buttons, sets only the
// inputs the filter has (inputKeys), and shows the result; a slider sets the strength.

enum DarkroomEffect: String, CaseIterable, Identifiable {
    case original, mono, brighten, invert, pixellate, blur, vignette

    var id: String { rawValue }
    var title: String { rawValue.capitalized }

    /// The Core Image filter of the effect (nil for the original).
    func makeFilter() -> CIFilter? {
        switch self {
        case .original: return nil
        case .mono:
            let filter = CIFilter.colorControls()
            filter.saturation = 0
            return filter
        case .brighten: return CIFilter.exposureAdjust()
        case .invert: return CIFilter.colorInvert()
        case .pixellate: return CIFilter.pixellate()
        case .blur: return CIFilter.gaussianBlur()
        case .vignette: return CIFilter.vignette()
        }
    }
}

@Observable
final class DarkroomEditor {
    var effect: DarkroomEffect
    var strength: Double
    private(set) var processed: UIImage?
    let original: UIImage
    private let context = CIContext()

    init(photo: UIImage, effect: DarkroomEffect = .mono, strength: Double = 0.5) {
        original = photo
        self.effect = effect
        self.strength = strength
        apply()
    }

    func apply() {
        guard let begin = CIImage(image: original), let filter = effect.makeFilter() else {
            processed = original
            return
        }
        filter.setValue(begin, forKey: kCIInputImageKey)
        let keys = filter.inputKeys
        if keys.contains(kCIInputIntensityKey) { filter.setValue(strength, forKey: kCIInputIntensityKey) }
        if keys.contains(kCIInputRadiusKey) { filter.setValue(strength * 20, forKey: kCIInputRadiusKey) }
        if keys.contains(kCIInputScaleKey) { filter.setValue(max(strength * 40, 1), forKey: kCIInputScaleKey) }
        if keys.contains(kCIInputEVKey) { filter.setValue(strength * 2, forKey: kCIInputEVKey) }
        guard let output = filter.outputImage,
              let cgImage = context.createCGImage(output, from: begin.extent) else { return }
        processed = UIImage(cgImage: cgImage)
    }

    /// A sample photo: a red field on the left, a blue one on the right, a yellow sun.
    static func samplePhoto() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 240, height: 160), format: format)
        return renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 120, height: 160))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 120, y: 0, width: 120, height: 160))
            UIColor.yellow.setFill()
            context.cgContext.fillEllipse(in: CGRect(x: 150, y: 20, width: 50, height: 50))
        }
    }
}

struct DarkroomEditorView: View {
    @State var editor: DarkroomEditor

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                if let processed = editor.processed {
                    Image(uiImage: processed)
                        .resizable()
                        .scaledToFit()
                        .clipShape(.rect(cornerRadius: 16))
                        .accessibilityLabel("Edited photo")
                } else {
                    ContentUnavailableView("No Photo", systemImage: "photo.badge.plus",
                                           description: Text("Choose a photo to edit."))
                }
                HStack {
                    Text("Strength")
                    Slider(value: $editor.strength, in: 0...1)
                        .onChange(of: editor.strength) { editor.apply() }
                }
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack {
                        ForEach(DarkroomEffect.allCases) { effect in
                            Button(effect.title) {
                                editor.effect = effect
                                editor.apply()
                            }
                            .buttonStyle(.bordered)
                            .tint(effect == editor.effect ? .accentColor : .secondary)
                        }
                    }
                }
            }
            .padding()
            .navigationTitle("Darkroom")
        }
    }
}

#Preview("Mono") {
    DarkroomEditorView(editor: DarkroomEditor(photo: DarkroomEditor.samplePhoto()))
}

#Preview("Pixellate", traits: .sizeThatFitsLayout) {
    DarkroomEditorView(editor: DarkroomEditor(photo: DarkroomEditor.samplePhoto(), effect: .pixellate, strength: 1))
}
