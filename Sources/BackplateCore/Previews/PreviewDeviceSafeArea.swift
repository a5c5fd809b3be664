import Foundation

extension PreviewDevice {
    /// Portrait safe-area insets (top, bottom) in points of the devices Backplate knows, as
    /// their simulators report them: the status bar or sensor housing above, the home
    /// indicator below.
    static let portraitInsets: [String: (top: CGFloat, bottom: CGFloat)] = {
        var insets: [String: (top: CGFloat, bottom: CGFloat)] = [:]
        let groups: [((CGFloat, CGFloat), [String])] = [
            ((20, 0), ["iphone se (2nd generation)", "iphone se (3rd generation)", "iphone 8", "iphone 8 plus"]),
            ((44, 34), ["iphone 11 pro", "iphone 11 pro max"]),
            ((48, 34), ["iphone 11"]),
            ((50, 34), ["iphone 12 mini", "iphone 13 mini"]),
            ((47, 34), ["iphone 12", "iphone 12 pro", "iphone 12 pro max", "iphone 13", "iphone 13 pro", "iphone 13 pro max",
                        "iphone 14", "iphone 14 plus"]),
            ((59, 34), ["iphone 14 pro", "iphone 14 pro max", "iphone 15", "iphone 15 plus", "iphone 15 pro", "iphone 15 pro max",
                        "iphone 16", "iphone 16 plus"]),
            ((62, 34), ["iphone 16 pro", "iphone 16 pro max"]),
            ((24, 20), ["ipad (10th generation)", "ipad air (5th generation)", "ipad pro (11-inch) (4th generation)",
                        "ipad pro (11-inch)", "ipad pro (12.9-inch) (6th generation)", "ipad pro (12.9-inch)", "ipad mini (6th generation)"]),
        ]
        for (inset, names) in groups { for name in names { insets[name] = (inset.0, inset.1) } }
        return insets
    }()

    /// The default device's (iPhone 15 Pro) portrait insets.
    static let defaultInsets: (top: CGFloat, bottom: CGFloat) = (59, 34)

    /// The safe-area insets of `device`'s screen (the default device for `nil` or an unknown
    /// name). In landscape an iPhone with a home button has none; one with a sensor housing
    /// keeps its depth on both sides and 21 points above the home indicator; an iPad keeps its
    /// portrait insets.
    package static func safeAreaInsets(of device: PreviewDevice?, landscape: Bool) -> EdgeInsets {
        let known = device.flatMap { portraitInsets[$0.rawValue.lowercased()] }
        let (top, bottom) = known ?? defaultInsets
        let name = known == nil ? "" : device?.rawValue.lowercased() ?? ""
        guard landscape else { return EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0) }
        if name.hasPrefix("ipad") { return EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0) }
        if bottom == 0 { return EdgeInsets() }
        return EdgeInsets(top: 0, leading: top, bottom: 21, trailing: top)
    }
}
