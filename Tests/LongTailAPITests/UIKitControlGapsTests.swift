import Testing
import Foundation
import SwiftUI
import UIKit
import BackplateCore

/// A slider wrapped for SwiftUI, as apps wrap one to style its thumb.
private struct SliderHost: UIViewRepresentable {
    func makeUIView(context: Context) -> UISlider {
        let slider = UISlider()
        slider.minimumValue = 0
        slider.maximumValue = 200
        slider.value = 50
        slider.minimumTrackTintColor = .red
        return slider
    }
    func updateUIView(_ uiView: UISlider, context: Context) {}
}

/// UIKit names the unseen30 batch's apps use: the text field and slider appearance proxies
/// (Tournament, Audiolog), the battery (LexiconFlow) and the idle timer (Audiolog).
@MainActor @Suite struct UIKitControlGapsTests {
    @Test func textFieldViewModesHaveUIKitsValues() {
        let modes: [Int] = [UITextField.ViewMode.never, .whileEditing, .unlessEditing, .always].map(\.rawValue)
        #expect(modes == [0, 1, 2, 3])
        let field = UITextField()
        #expect(field.clearButtonMode == .never && field.leftViewMode == .never && field.rightViewMode == .never)
        #expect(field.borderStyle == .none && UITextField.BorderStyle.roundedRect.rawValue == 3)
    }

    @Test func aClearButtonWhileEditingChangesNoStillRenderSoItDoesNotWarn() {
        let (_, editing) = RuntimeWarning.collecting { UITextField.appearance().clearButtonMode = .whileEditing }
        #expect(!editing.contains { $0.contains("UITextField") }, "\(editing)")
        let (_, always) = RuntimeWarning.collecting { UITextField.appearance().clearButtonMode = .always }
        #expect(always.contains { $0.contains("UITextField.appearance().clearButtonMode = .always is not applied") }, "\(always)")
        // A field of the app's own keeps the mode without a warning.
        let (_, own) = RuntimeWarning.collecting { UITextField().clearButtonMode = .always }
        #expect(!own.contains { $0.contains("UITextField") }, "\(own)")
    }

    @Test func theBatteryIsUnknownWithMonitoringOff() {
        let device = UIDevice.current
        device.isBatteryMonitoringEnabled = true
        #expect(!device.isBatteryMonitoringEnabled)
        #expect(device.batteryState == .unknown && device.batteryLevel == -1)
        let states: [Int] = [UIDevice.BatteryState.unknown, .unplugged, .charging, .full].map(\.rawValue)
        #expect(states == [0, 1, 2, 3])
        let names: [String] = [UIDevice.batteryLevelDidChangeNotification.rawValue, UIDevice.batteryStateDidChangeNotification.rawValue]
        #expect(names == ["UIDeviceBatteryLevelDidChangeNotification", "UIDeviceBatteryStateDidChangeNotification"])
    }

    /// The system version follows the look drawn: iOS 26 by default (as `#available(iOS 26, *)`
    /// holds), iOS 18 while a test pins that look (BackplateKit's own `.backplateLook` trait).
    @Test func theSystemVersionIsTheLooksRelease() {
        #expect(UIDevice.current.systemVersion == "26.0")
        #expect(UIDevice.current.systemName == "iOS")
        let pinned = PinnedDefaults.$current.withValue(BackplateLook.pinning(.iOS18)) { UIDevice.current.systemVersion }
        #expect(pinned == "18.0")
    }

    @Test func theIdleTimerSettingIsKept() {
        let application = UIApplication.shared
        #expect(!application.isIdleTimerDisabled)
        application.isIdleTimerDisabled = true
        #expect(application.isIdleTimerDisabled)
        application.isIdleTimerDisabled = false
    }

    @Test func aSliderKeepsItsValueWithinItsBounds() {
        let slider = UISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        slider.setValue(3, animated: true)
        #expect(slider.value == 1)
        slider.value = -2
        #expect(slider.value == 0)
        let thumb = UIImage(systemName: "circle.fill")
        slider.setThumbImage(thumb, for: .normal)
        #expect(slider.thumbImage(for: .normal) === thumb && slider.currentThumbImage === thumb && slider.thumbImage(for: .highlighted) == nil)
    }

    @Test func theSliderProxysThumbImageWarnsNamingIt() {
        let (_, warnings) = RuntimeWarning.collecting { UISlider.appearance().setThumbImage(UIImage(systemName: "circle.fill"), for: .normal) }
        #expect(warnings.contains { $0.contains("UISlider.appearance().setThumbImage(_:for:) is not applied") }, "\(warnings)")
    }

    @Test func aWrappedSliderIsDrawnAsSwiftUIsSlider() throws {
        func pixels<V: View>(_ view: V) throws -> (width: Int, height: Int, rgba: [UInt8]) {
            let image = try ImageRenderer(content: view.frame(width: 300, height: 44)).render()
            return (image.width, image.height, image.rgba)
        }
        // A quarter of the track (50 of 0...200) filled in UIKit's red, as SwiftUI draws it.
        let wrapped = try pixels(SliderHost())
        let swiftUI = try pixels(Slider(value: .constant(50.0), in: 0...200).tint(Color(uiColor: .red)))
        #expect(wrapped.width == 300 && wrapped.height == 44)
        #expect(wrapped.width == swiftUI.width && wrapped.height == swiftUI.height)
        #expect(wrapped.rgba == swiftUI.rgba)
        let red: [UInt8] = [255, 0, 0, 255]
        let filled = Array(wrapped.rgba[(22 * 300 + 30) * 4..<(22 * 300 + 30) * 4 + 4])
        #expect(filled == red, "\(filled)")
    }
}
