import Foundation
import Testing
@testable import BackplateGeneratedSymbols

/// The identifiers Xcode generates from asset and key names. Each expectation is a name/symbol
/// pair seen in `GeneratedAssetSymbols.swift` or `GeneratedStringSymbols_*.swift` files Xcode
/// 15 to 26 wrote for public apps.
@Suite struct GeneratedSymbolNameTests {
    @Test func assetNamesBecomeLowerCamelCase() {
        #expect(SymbolName.asset("App icon") == "appIcon")
        #expect(SymbolName.asset("Auto & Transport") == "autoTransport")
        #expect(SymbolName.asset("Credit Cards") == "creditCards")
        #expect(SymbolName.asset("FaceID") == "faceID")
        #expect(SymbolName.asset("HBO GO Logo") == "hboGOLogo")
        #expect(SymbolName.asset("YT Premium Lgoo") == "ytPremiumLgoo")
        #expect(SymbolName.asset("WelcomeYT") == "welcomeYT")
        #expect(SymbolName.asset("DRBlack") == "drBlack")
        #expect(SymbolName.asset("iCloud") == "iCloud")
        #expect(SymbolName.asset("welcomeOnedrive") == "welcomeOnedrive")
        #expect(SymbolName.asset("map_b") == "mapB")
        #expect(SymbolName.asset("heroicon-academic-cap-outline") == "heroiconAcademicCapOutline")
        #expect(SymbolName.asset("repeat.slash") == "repeatSlash")
        #expect(SymbolName.asset("Product.1") == "product1")
    }

    @Test func digitsStartWordsAndLeadingDigitsGetAnUnderscore() {
        #expect(SymbolName.asset("Vector-1") == "vector1")
        #expect(SymbolName.asset("back1") == "back1")
        #expect(SymbolName.asset("img_home_carousel_03") == "imgHomeCarousel03")
        #expect(SymbolName.asset("joker_2_blue") == "joker2Blue")
        #expect(SymbolName.asset("1") == "_1")
        #expect(SymbolName.asset("121212") == "_121212")
        #expect(SymbolName.asset("0b3b21ff27f67b9e5821e5ffee7366c5") == "_0B3B21Ff27F67B9E5821E5Ffee7366C5")
    }

    @Test func aLastColorOrImageWordIsDropped() {
        #expect(SymbolName.asset("AccentColor") == "accent")
        #expect(SymbolName.asset("tabbarBackgroundColor") == "tabbarBackground")
        #expect(SymbolName.asset("bg_color") == "bg")
        #expect(SymbolName.asset("img_home_carousel_filming_color") == "imgHomeCarouselFilming")
        #expect(SymbolName.asset("hobbyColor") == "hobby")
        #expect(SymbolName.asset("adult_products_image") == "adultProducts")
        #expect(SymbolName.asset("Initial-Image") == "initial")
        // Only a whole last word, and never the only one.
        #expect(SymbolName.asset("welcomeVCimage") == "welcomeVCimage")
        #expect(SymbolName.asset("joker_3_multicolor") == "joker3Multicolor")
        #expect(SymbolName.asset("Image") == "image")
        #expect(SymbolName.asset("color") == "color")
    }

    /// Seen in Xcode 15 to 26's files: `B`, `BG`, `B2`, `CLR_APPBAR_BCKGRND`,
    /// `CLR_LAUNCH_SCREEN_COLOR` (CartCollab's `Color.BADDAD`, unseen27, needs the first two).
    @Test func allCapitalNamesKeepTheirCaseAndUnderscores() {
        #expect(SymbolName.asset("B") == "B")
        #expect(SymbolName.asset("BADDAD") == "BADDAD")
        #expect(SymbolName.asset("BG") == "BG")
        #expect(SymbolName.asset("B2") == "B_2")
        #expect(SymbolName.asset("CLR_APPBAR_BCKGRND") == "CLR_APPBAR_BCKGRND")
        #expect(SymbolName.asset("CLR_LAUNCH_SCREEN_COLOR") == "CLR_LAUNCH_SCREEN")
        #expect(SymbolName.asset("COLOR") == "COLOR")
        // A lower case letter anywhere gives the camel case form.
        #expect(SymbolName.asset("Locate me OFF") == "locateMeOFF")
        #expect(SymbolName.asset("FTU-screen1") == "ftuScreen1")
        #expect(SymbolName.asset("QRpedia_QR-Code Blue") == "qRpediaQRCodeBlue")
        #expect(SymbolName.asset("2x2") == "_2X2")
        #expect(SymbolName.asset("40k-border") == "_40KBorder")
    }

    @Test func keywordsAreEscapedAndEmptyNamesGetNoSymbol() {
        #expect(SymbolName.asset("Default") == "`default`")
        #expect(SymbolName.asset("repeat") == "`repeat`")
        #expect(SymbolName.asset("&&") == nil)
        #expect(SymbolName.typeName("Theme2") == "Theme2")
        #expect(SymbolName.typeName("Default") == "Default")
    }

    @Test func stringKeysLeaveTheirPlaceholdersOut() {
        #expect(SymbolName.stringKey("character.bear") == "characterBear")
        #expect(SymbolName.stringKey("common.ok") == "commonOk")
        #expect(SymbolName.stringKey("common.minutesShort %lld %lld") == "commonMinutesShort")
        #expect(SymbolName.stringKey("game.encouragement.0") == "gameEncouragement0")
        #expect(SymbolName.stringKey("game.end.completionTitle %@") == "gameEndCompletionTitle")
        #expect(SymbolName.stringKey("continued_session.subtitle") == "continuedSessionSubtitle")
    }

    @Test func placeholdersGiveTheArgumentsTypesAndLabels() {
        let specifiers = FormatSpecifier.specifiers(in: "%lld of %2$@ at %.1f%% by %(name)u, %#@done@ in %lf")
        #expect(specifiers.map(\.swiftType) == ["Int", "String", "Float", "UInt", "String", "Double"])
        #expect(specifiers[1].position == 2 && specifiers[2].format == "%.1f" && specifiers[3].label == "name")
        #expect(specifiers[4].substitution == "done")
        #expect(FormatSpecifier.removingSpecifiers(from: "100%% sure") == "100% sure")
    }
}

/// The generated file: which sets get symbols, namespaces, and what the app already declares.
@Suite struct GeneratedSymbolSourceTests {
    static func catalog(_ sets: [String], groups: [String: Bool] = [:]) throws -> URL {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("symbols-\(UUID().uuidString.prefix(8))/Assets.xcassets")
        for (group, namespace) in groups {
            let folder = root.appendingPathComponent(group)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("{\"properties\": {\"provides-namespace\": \(namespace)}}".utf8).write(to: folder.appendingPathComponent("Contents.json"))
        }
        for set in sets {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(set), withIntermediateDirectories: true)
        }
        return root
    }

    @Test func colourImageAndSymbolSetsGetSymbolsAndAppIconsNone() throws {
        let root = try Self.catalog(["AccentColor.colorset", "Logo.imageset", "leaf.custom.symbolset", "AppIcon.appiconset", "Seed.dataset"])
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let assets = AssetCatalogContents.assets(in: root)
        #expect(assets.map(\.fullName) == ["AccentColor", "Logo", "leaf.custom"])
        let source = GeneratedSymbols.source(catalogs: [root], stringCatalogs: [])
        #expect(source.contains("static let accent = ColorResource(name: \"AccentColor\""))
        #expect(source.contains("static let leafCustom = ImageResource(name: \"leaf.custom\""))
        #expect(source.contains("static var accent: Color {") && source.contains("static var logo: UIImage {"))
        #expect(!source.contains("AppIcon") && !source.contains("Seed"))
        // Xcode writes no `Image` statics: images are `Image(.logo)`.
        #expect(!source.contains("extension Image {"))
    }

    @Test func namespacesNestAndPlainGroupsAddNothing() throws {
        let root = try Self.catalog(["Theme/Ink.colorset", "Plain/Paper.colorset"], groups: ["Theme": true, "Plain": false])
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        #expect(AssetCatalogContents.assets(in: root).map(\.fullName) == ["Paper", "Theme/Ink"])
        let source = GeneratedSymbols.source(catalogs: [root], stringCatalogs: [])
        #expect(source.contains("enum Theme {") && source.contains("static let ink = ColorResource(name: \"Theme/Ink\""))
        #expect(source.contains("static var ink: Color { Color(ColorResource.Theme.ink) }"))
        // `ShapeStyle` gets the colours outside namespaces only, as in Xcode.
        let shapeStyle = try #require(source.components(separatedBy: "extension ShapeStyle where Self == Color {").last)
        let block = shapeStyle.components(separatedBy: "\n}\n").first ?? ""
        #expect(block.contains("paper") && !block.contains("Theme"))
    }

    @Test func collisionsAndExistingMembersAreLeftOut() throws {
        let root = try Self.catalog(["gift.colorset", "giftColor.colorset", "Red.colorset", "add.imageset", "Brand.colorset"])
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        var options = GeneratedSymbols.Options()
        options.handWritten = HandWrittenSymbols.scan(["extension ColorResource {\n    static let brand = ColorResource(name: \"Brand\", bundle: .main)\n}"])
        #expect(options.handWritten["ColorResource"] == ["brand"])
        let source = GeneratedSymbols.source(catalogs: [root], stringCatalogs: [], options: options)
        // "giftColor" resolves to `gift`, which "gift" already has.
        #expect(source.components(separatedBy: "static let gift ").count == 2 && !source.contains("\"giftColor\""))
        // `ColorResource.red` exists, but not `Color.red` or `UIColor.red` again; `UIImage.add` neither.
        #expect(source.contains("static let red = ColorResource") && !source.contains("static var red:"))
        #expect(source.contains("static let add = ImageResource") && !source.contains("static var add:"))
        // The app's own `ColorResource.brand` is not declared twice; `Color.brand` still comes.
        #expect(!source.contains("static let brand") && source.contains("static var brand: Color"))
    }

    @Test func stringCatalogKeysBecomeResourcesWithTheirValues() throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("strings-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Onboarding.xcstrings")
        try Data("""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "welcome.title": {"extractionState": "manual", "localizations": {"en": {"stringUnit": {"state": "translated", "value": "Welcome back"}}}},
              "Extracted from code": {},
              "streak %lld": {"extractionState": "manual", "localizations": {"en": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%lld day"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld days"}}}}}}}}}
            """.utf8).write(to: file)
        let (table, strings) = try #require(StringCatalogContents.strings(in: file))
        #expect(table == "Onboarding" && strings.map(\.key) == ["streak %lld", "welcome.title"])
        let source = GeneratedSymbols.source(catalogs: [], stringCatalogs: [file])
        #expect(source.contains("enum Onboarding {"))
        #expect(source.contains("static var welcomeTitle: LocalizedStringResource { backplateLocalizedResource(\"welcome.title\", \"Welcome back\", \"Onboarding\") }"))
        #expect(source.contains("static func streak(_ arg1: Int) -> LocalizedStringResource {"))
        #expect(source.contains("one: \"\\(arg1) day\", other: \"\\(arg1) days\""))
        #expect(!source.contains("extractedFromCode"))
    }

    /// unseen18's workout app has "%lld sec" and "%.1f sec": Xcode makes both `sec(_:)`, one
    /// taking `Int` and one `Float` (the app calls `.sec(Float(duration))`); `%lf` takes a
    /// `Double`; two keys with the same arguments still keep only the first.
    @Test func keysDifferingInArgumentTypesBecomeOverloads() throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("overloads-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Localizable.xcstrings")
        try Data("""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "%lld sec": {"extractionState": "manual", "localizations": {"en": {"stringUnit": {"state": "translated", "value": "%lld sec"}}}},
              "%.1f sec": {"extractionState": "manual", "localizations": {"en": {"stringUnit": {"state": "translated", "value": "%.1f sec"}}}},
              "%d sec": {"extractionState": "manual", "localizations": {"en": {"stringUnit": {"state": "translated", "value": "%d s"}}}},
              "%lf sec": {"extractionState": "manual", "localizations": {"en": {"stringUnit": {"state": "translated", "value": "%lf sec"}}}}}}
            """.utf8).write(to: file)
        let source = GeneratedSymbols.source(catalogs: [], stringCatalogs: [file])
        #expect(source.components(separatedBy: "static func sec(_ arg1: Int)").count == 2)
        #expect(source.components(separatedBy: "static func sec(_ arg1: Float)").count == 2)
        #expect(source.components(separatedBy: "static func sec(_ arg1: Double)").count == 2)
    }
}
