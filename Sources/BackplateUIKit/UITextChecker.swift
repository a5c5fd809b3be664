import Foundation
import BackplateCore

/// UIKit's spelling checker, against Debian's English word list (`wamerican`,
/// /usr/share/dict/american-english), which scripts/install-deps.sh installs. Words are
/// compared without case; learned and ignored words count as spelled. Without the list, or for
/// a language other than English, every word counts as spelled, with a runtime warning.
public final class UITextChecker: NSObject {
    private var ignored: Set<String> = []
    private static let learned = LockedState(Set<String>())

    /// A spelling checker.
    public override init() { super.init() }

    /// The words this checker ignores.
    public var ignoredWords: [String]? {
        get { ignored.isEmpty ? nil : ignored.sorted() }
        set { ignored = Set((newValue ?? []).map { $0.lowercased() }) }
    }
    /// Makes this checker accept `wordToIgnore`.
    public func ignoreWord(_ wordToIgnore: String) { ignored.insert(wordToIgnore.lowercased()) }

    /// The languages words are checked in: English when the word list is installed.
    public class var availableLanguages: [String] { WordList.words == nil ? [] : ["en_US"] }
    /// Adds `word` to the words every checker accepts.
    public class func learnWord(_ word: String) { _ = learned.withLock { $0.insert(word.lowercased()) } }
    /// Whether `word` was learned.
    public class func hasLearnedWord(_ word: String) -> Bool { learned.withLock { $0.contains(word.lowercased()) } }
    /// Forgets a learned word.
    public class func unlearnWord(_ word: String) { _ = learned.withLock { $0.remove(word.lowercased()) } }

    /// The range (UTF-16) of the first misspelled word of `stringToCheck` within `range`, from
    /// `startingOffset`, going round to the range's start when `wrap` is true; `NSNotFound` at
    /// location 0 when every word is spelled.
    public func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int,
                                      wrap wrapFlag: Bool, language: String) -> NSRange {
        let notFound = NSRange(location: NSNotFound, length: 0)
        guard let words = dictionary(for: language) else { return notFound }
        let text = stringToCheck as NSString
        let bounds = NSIntersectionRange(range, NSRange(location: 0, length: text.length))
        guard bounds.length > 0 else { return notFound }
        let start = min(max(startingOffset, bounds.location), NSMaxRange(bounds))
        let misspelled = wordRanges(text, in: bounds).filter { !accepts(text.substring(with: $0), words) }
        if let after = misspelled.first(where: { $0.location >= start }) { return after }
        return wrapFlag ? misspelled.first ?? notFound : notFound
    }

    /// Spellings near the word in `range` (one letter added, removed, changed or swapped) that
    /// the word list has, in its order; nil when there are none.
    public func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let words = dictionary(for: language), NSMaxRange(range) <= (string as NSString).length else { return nil }
        let word = (string as NSString).substring(with: range).lowercased()
        let letters = Array(word), alphabet = Array("abcdefghijklmnopqrstuvwxyz")
        var candidates: [String] = []
        for i in 0...letters.count {
            if i < letters.count { candidates.append(String(letters[..<i] + letters[(i + 1)...])) }
            if i + 1 < letters.count { candidates.append(String(letters[..<i] + [letters[i + 1], letters[i]] + letters[(i + 2)...])) }
            for c in alphabet {
                candidates.append(String(letters[..<i] + [c] + letters[i...]))
                if i < letters.count { candidates.append(String(letters[..<i] + [c] + letters[(i + 1)...])) }
            }
        }
        var seen: Set<String> = [word]
        let found = candidates.filter { words.contains($0) && seen.insert($0).inserted }
        return found.isEmpty ? nil : Array(found.prefix(10))
    }

    /// Words of the list that begin with the partial word in `range`, shortest first; nil when none.
    public func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let words = dictionary(for: language), NSMaxRange(range) <= (string as NSString).length, range.length > 0 else { return nil }
        let prefix = (string as NSString).substring(with: range).lowercased()
        let found = words.filter { $0.hasPrefix(prefix) && $0 != prefix }.sorted { ($0.count, $0) < ($1.count, $1) }
        return found.isEmpty ? nil : Array(found.prefix(20))
    }

    private func accepts(_ word: String, _ words: Set<String>) -> Bool {
        let lower = word.lowercased()
        return words.contains(lower) || ignored.contains(lower) || Self.hasLearnedWord(lower)
    }

    /// The word list for `language`, or nil (with a warning) when words cannot be checked.
    private func dictionary(for language: String) -> Set<String>? {
        guard language.lowercased().hasPrefix("en") else {
            RuntimeWarning.emit("UITextChecker: no word list for language \"\(language)\"; every word counts as spelled")
            return nil
        }
        guard let words = WordList.words else {
            RuntimeWarning.emit("UITextChecker: \(WordList.path) is missing (install wamerican); every word counts as spelled")
            return nil
        }
        return words
    }

    /// The ranges of the words (letters, with apostrophes inside) of `text` within `bounds`.
    private func wordRanges(_ text: NSString, in bounds: NSRange) -> [NSRange] {
        var ranges: [NSRange] = [], start: Int?
        func isWordUnit(_ i: Int) -> Bool {
            guard let scalar = Unicode.Scalar(text.character(at: i)) else { return true }
            return CharacterSet.letters.contains(scalar) || (scalar == "'" && start != nil)
        }
        for i in bounds.location..<NSMaxRange(bounds) {
            if isWordUnit(i) {
                if start == nil { start = i }
            } else if let s = start {
                ranges.append(NSRange(location: s, length: i - s))
                start = nil
            }
        }
        if let s = start { ranges.append(NSRange(location: s, length: NSMaxRange(bounds) - s)) }
        return ranges
    }
}

/// Debian's English word list, read once, in lower case.
private enum WordList {
    static let path = "/usr/share/dict/american-english"
    static let words: Set<String>? = {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return Set(text.split(separator: "\n").map { $0.lowercased() })
    }()
}
