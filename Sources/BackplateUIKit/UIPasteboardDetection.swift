import Foundation

// The pasteboard's pattern detection (iOS 14 and 15): whether the first item looks like a web
// address, a search or a number, without reading it in the user's sight. Backplate decides
// with simple rules, as documented on each pattern.

extension UIPasteboard {
    /// A kind of content the pasteboard can detect (UIKit's `UIPasteboard.DetectionPattern`).
    public struct DetectionPattern: RawRepresentable, Hashable, Sendable {
        /// The pattern's name.
        public let rawValue: String
        /// A pattern from its name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A web address: the whole trimmed string is an `http` or `https` URL with a host, or a
        /// host name with a dot and no spaces ("example.com/page"); its value is the string.
        public static let probableWebURL = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection-pattern.probable-web-url")
        /// A search: one line of text, not a web address; its value is the string.
        public static let probableWebSearch = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection-pattern.probable-web-search")
        /// A number: the trimmed string reads as a decimal number; its value is an `NSNumber`.
        public static let number = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection-pattern.number")
    }

    /// The values detected in the pasteboard's first item (UIKit's `UIPasteboard.DetectedValues`).
    public struct DetectedValues {
        /// The patterns found, as key paths of this type.
        public var patterns: Set<PartialKeyPath<UIPasteboard.DetectedValues>> { found }
        /// The string found as a web address ("" when none).
        public var probableWebURL: String = ""
        /// The string found as a search ("" when none).
        public var probableWebSearch: String = ""
        /// The number found (0 when none).
        public var number: Double = 0
        var found: Set<PartialKeyPath<UIPasteboard.DetectedValues>> = []
    }

    /// Which of `patterns` the first item matches, delivered to `completionHandler` on a
    /// background queue, as UIKit does.
    public func detectPatterns(for patterns: Set<DetectionPattern>,
                               completionHandler: @escaping @Sendable (Result<Set<DetectionPattern>, any Error>) -> Void) {
        let found = Set(detectedValues(patterns).keys)
        DispatchQueue.global().async { completionHandler(.success(found)) }
    }

    /// The values of `patterns` the first item matches, delivered to `completionHandler`.
    public func detectValues(for patterns: Set<DetectionPattern>,
                             completionHandler: @escaping @Sendable (Result<[DetectionPattern: Any], any Error>) -> Void) {
        DispatchQueue.global().async { completionHandler(.success(self.detectedValues(patterns))) }
    }

    /// Which of `patterns` the first item matches.
    public func detectedPatterns(for patterns: Set<DetectionPattern>) async throws -> Set<DetectionPattern> {
        Set(detectedValues(patterns).keys)
    }

    /// The values of `patterns` the first item matches (strings, and an `NSNumber` for
    /// `.number`).
    public func detectedValues(for patterns: Set<DetectionPattern>) async throws -> [DetectionPattern: Any] {
        detectedValues(patterns)
    }

    /// Which of the key paths' patterns the first item matches (`[\.probableWebURL]`).
    public func detectedPatterns(for keyPaths: Set<PartialKeyPath<UIPasteboard.DetectedValues>>) async throws
        -> Set<PartialKeyPath<UIPasteboard.DetectedValues>> {
        values(for: keyPaths).found
    }

    /// The values of the key paths' patterns the first item matches.
    public func detectedValues(for keyPaths: Set<PartialKeyPath<UIPasteboard.DetectedValues>>) async throws
        -> UIPasteboard.DetectedValues {
        values(for: keyPaths)
    }

    /// Which of the key paths' patterns the first item matches, delivered to `completionHandler`.
    public func detectPatterns(for keyPaths: Set<PartialKeyPath<UIPasteboard.DetectedValues>>,
                               completionHandler: @escaping @Sendable (Result<Set<PartialKeyPath<UIPasteboard.DetectedValues>>, any Error>) -> Void) {
        // Key paths are not Sendable: the patterns cross the queue and become key paths again.
        let patterns = Set(Self.keyPathPatterns.filter { keyPaths.contains($0.0) }.map(\.1))
        let found = Set(detectedValues(patterns).keys)
        DispatchQueue.global().async {
            completionHandler(.success(Set(Self.keyPathPatterns.filter { found.contains($0.1) }.map(\.0))))
        }
    }

    private static var keyPathPatterns: [(PartialKeyPath<DetectedValues>, DetectionPattern)] {
        [(\DetectedValues.probableWebURL, .probableWebURL), (\DetectedValues.probableWebSearch, .probableWebSearch), (\DetectedValues.number, .number)]
    }

    private func values(for keyPaths: Set<PartialKeyPath<UIPasteboard.DetectedValues>>) -> DetectedValues {
        let byPattern = Self.keyPathPatterns
        let wanted = Set(byPattern.filter { keyPaths.contains($0.0) }.map(\.1))
        let found = detectedValues(wanted)
        var result = DetectedValues()
        for (keyPath, pattern) in byPattern {
            guard let value = found[pattern] else { continue }
            result.found.insert(keyPath)
            switch pattern {
            case .probableWebURL: result.probableWebURL = value as? String ?? ""
            case .probableWebSearch: result.probableWebSearch = value as? String ?? ""
            default: result.number = (value as? NSNumber)?.doubleValue ?? 0
            }
        }
        return result
    }

    /// The first item's matches among `patterns`, by the rules on each pattern.
    private func detectedValues(_ patterns: Set<DetectionPattern>) -> [DetectionPattern: Any] {
        guard let text = strings?.first ?? urls?.first?.absoluteString else { return [:] }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return [:] }
        var result: [DetectionPattern: Any] = [:]
        let isWebURL = Self.isProbableWebURL(trimmed)
        if patterns.contains(.probableWebURL), isWebURL { result[.probableWebURL] = trimmed }
        if patterns.contains(.probableWebSearch), !isWebURL, !trimmed.contains(where: \.isNewline) { result[.probableWebSearch] = trimmed }
        if patterns.contains(.number), let number = Double(trimmed.replacingOccurrences(of: ",", with: "")), number.isFinite {
            result[.number] = NSNumber(value: number)
        }
        return result
    }

    private static func isProbableWebURL(_ text: String) -> Bool {
        guard !text.contains(where: \.isWhitespace) else { return false }
        if let url = URL(string: text), let scheme = url.scheme?.lowercased() {
            return (scheme == "http" || scheme == "https") && !(url.host ?? "").isEmpty
        }
        let host = text.split(separator: "/", maxSplits: 1).first.map(String.init) ?? ""
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }), let last = labels.last else { return false }
        return last.count >= 2 && last.allSatisfy(\.isLetter)
    }
}
