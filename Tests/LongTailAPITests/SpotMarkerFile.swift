// An app file in the style of a place-sharing app's map screen (2026): a muted MKMapView with
// points of interest hidden, and a user-location marker whose avatar is a layer's image,
// with a halo that fades by Core Animation and a pulse that never stops. Swift 5 mode.
import MapKit
import SwiftUI
import UIKit

final class AvatarMarkerView: UIView {
    let avatarLayer = CALayer()
    let haloLayer = CAShapeLayer()
    let pulseLayer = CALayer()
    private(set) var haloEvents: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        haloLayer.fillColor = UIColor.systemBlue.withAlphaComponent(0.25).cgColor
        haloLayer.opacity = 0
        layer.addSublayer(haloLayer)
        pulseLayer.backgroundColor = UIColor.systemBlue.cgColor
        layer.addSublayer(pulseLayer)
        avatarLayer.masksToBounds = true
        avatarLayer.backgroundColor = UIColor.systemGray5.cgColor
        layer.addSublayer(avatarLayer)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        haloLayer.frame = bounds
        haloLayer.path = UIBezierPath(ovalIn: bounds).cgPath
        avatarLayer.frame = bounds.insetBy(dx: 10, dy: 10)
        avatarLayer.cornerRadius = avatarLayer.bounds.width / 2
        pulseLayer.frame = CGRect(x: bounds.maxX - 12, y: 0, width: 12, height: 12)
        pulseLayer.cornerRadius = 6
    }

    func show(avatar image: UIImage) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        avatarLayer.contents = image.cgImage
        avatarLayer.contentsGravity = .resizeAspectFill
        CATransaction.commit()
    }

    /// Fades the halo in or out; the model value is set, as Core Animation expects.
    func setHalo(active: Bool) {
        let target: Float = active ? 1 : 0
        guard haloLayer.opacity != target else { return }
        let anim = CABasicAnimation(keyPath: "opacity")
        anim.fromValue = haloLayer.opacity
        anim.toValue = target
        anim.duration = 0.35
        anim.timingFunction = CAMediaTimingFunction(name: .easeOut)
        anim.delegate = HaloFadeObserver { [weak self] event in self?.haloEvents.append(event) }
        haloLayer.add(anim, forKey: "haloFade")
        haloLayer.opacity = target
    }

    /// Shrinks the pulse dot and holds it there (the model value is left alone).
    func settlePulse() {
        let shrink = CABasicAnimation(keyPath: "transform.scale")
        shrink.toValue = 0.5
        shrink.duration = 0.2
        shrink.fillMode = .forwards
        shrink.isRemovedOnCompletion = false
        pulseLayer.add(shrink, forKey: "shrink")
    }

    func startPulsing() {
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0.3
        pulse.duration = 0.8
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        pulseLayer.add(pulse, forKey: "pulse")
    }
}

final class HaloFadeObserver: NSObject, CAAnimationDelegate {
    let record: (String) -> Void
    init(_ record: @escaping (String) -> Void) { self.record = record }
    func animationDidStart(_ anim: CAAnimation) { record("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { record(flag ? "finished" : "stopped") }
}

struct SpotMapView: UIViewRepresentable {
    func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        map.showsCompass = false
        map.showsBuildings = false
        if #available(iOS 16.0, *) {
            let configuration = MKStandardMapConfiguration(elevationStyle: .flat, emphasisStyle: .muted)
            configuration.pointOfInterestFilter = .excludingAll
            map.preferredConfiguration = configuration
        }
        return map
    }

    func updateUIView(_ map: MKMapView, context: Context) {}
}

enum SpotImageEncoding {
    /// Redraws an image opaque in standard range, so its JPEG keeps no alpha.
    static func flattenedForJPEG(_ image: UIImage) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        format.opaque = true
        format.preferredRange = .standard
        return UIGraphicsImageRenderer(size: image.size, format: format).image { _ in
            image.draw(in: CGRect(origin: .zero, size: image.size))
        }
    }
}

#Preview("Marker") {
    let marker = AvatarMarkerView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    marker.show(avatar: UIImage(systemName: "person.crop.circle.fill") ?? UIImage())
    marker.setHalo(active: true)
    return MarkerPreviewHost(marker: marker).frame(width: 60, height: 60)
}

struct MarkerPreviewHost: UIViewRepresentable {
    let marker: AvatarMarkerView
    func makeUIView(context: Context) -> AvatarMarkerView { marker }
    func updateUIView(_ uiView: AvatarMarkerView, context: Context) {}
}
