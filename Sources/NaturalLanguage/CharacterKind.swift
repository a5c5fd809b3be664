import Foundation

/// What a character is to the segmenter: part of a word, a joiner that may sit inside one, an
/// emoji, punctuation, a symbol, whitespace or something else. Read from Unicode properties.
enum CharacterKind: Equatable {
    /// A letter or digit of a script group (words do not cross groups).
    case wordCharacter(WordGroup)
    /// A mark that joins two word characters: an apostrophe, hyphen, number separator or underscore.
    case joiner(Joiner)
    case emoji
    case punctuation
    case symbol
    case whitespace
    case newline
    case other

    /// The kind of `character`.
    init(_ character: Character) {
        if character.isNewline { self = .newline; return }
        if character.isWhitespace { self = .whitespace; return }
        if Self.isEmoji(character) { self = .emoji; return }
        if let joiner = Joiner(character) { self = .joiner(joiner); return }
        if character.isLetter || character.isNumber || Self.startsWithMark(character) {
            self = .wordCharacter(WordGroup(character)); return
        }
        if character.isPunctuation { self = .punctuation; return }
        if character.isSymbol { self = .symbol; return }
        self = .other
    }

    /// Whether `character` is drawn as an emoji: emoji presentation, a variation-selected or
    /// joined emoji sequence, or a keycap. Digits and `#` alone are not.
    static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if scalars.contains("\u{20E3}") { return true }
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && !first.isASCII && scalars.count > 1
    }

    /// Whether `character` begins with a combining mark (a mark left alone at a word's start).
    private static func startsWithMark(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        switch first.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}

/// The marks that may join two word characters into one word.
enum Joiner: Equatable {
    /// ' or ’, between letters ("don't", "l'homme").
    case apostrophe
    /// A hyphen, between letters or digits ("well-known", "COVID-19").
    case hyphen
    /// . or , between digits ("3.14", "1,000").
    case numberSeparator
    /// _, between letters or digits ("snake_case").
    case underscore

    /// The joiner `character` is, if it is one.
    init?(_ character: Character) {
        switch character {
        case "'", "\u{2019}": self = .apostrophe
        case "-", "\u{2010}", "\u{2011}": self = .hyphen
        case ".", ",": self = .numberSeparator
        case "_": self = .underscore
        default: return nil
        }
    }

    /// Whether this joiner keeps `before` and `after` in one word.
    func joins(_ before: Character, _ after: Character) -> Bool {
        switch self {
        case .apostrophe: return before.isLetter && after.isLetter
        case .hyphen, .underscore: return (before.isLetter || before.isNumber) && (after.isLetter || after.isNumber)
        case .numberSeparator: return before.isNumber && after.isNumber
        }
    }
}

/// The groups a word's characters share. Scripts written without spaces (Chinese, Japanese,
/// Thai...) cannot be split into words without a dictionary; Backplate splits them where the
/// group changes (kanji, hiragana, katakana), an approximation of Apple's dictionary segmenter.
enum WordGroup: Equatable {
    /// Letters and digits of scripts written with spaces between words, and digits.
    case spaced
    case han
    case hiragana
    case katakana
    /// Thai, Lao, Khmer, Myanmar or Tibetan: a run is one token.
    case unspacedSoutheastAsian

    /// The group of `character`, by its first scalar.
    init(_ character: Character) {
        guard let value = character.unicodeScalars.first?.value else { self = .spaced; return }
        switch value {
        case 0x3005, 0x3007, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: self = .han
        case 0x3040...0x309F: self = .hiragana
        case 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: self = .katakana
        case 0x0E00...0x0EFF, 0x0F00...0x0FFF, 0x1000...0x109F, 0x1780...0x17FF, 0x19E0...0x19FF: self = .unspacedSoutheastAsian
        default: self = .spaced
        }
    }

    /// Whether a character of group `next` continues a word of this group. The katakana-
    /// hiragana prolonged sound mark (ー) is katakana but also lengthens hiragana.
    func continues(with next: WordGroup, character: Character) -> Bool {
        if next == self { return true }
        return self == .hiragana && character == "\u{30FC}"
    }
}
