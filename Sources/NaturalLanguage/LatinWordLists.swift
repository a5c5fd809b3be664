import Foundation

/// The evidence the recognizer weighs for languages written in Latin letters: each language's
/// most frequent short words, and letters only some of them use. A small, honest heuristic in
/// place of Apple's statistical model: short or mixed texts can come out undetermined.
enum LatinWordLists {
    /// Frequent words of the languages told apart by vocabulary.
    static let frequentWords: [NLLanguage: Set<String>] = [
        .english: words("""
            the and is are was were be been of to that this these those it it's its with for not have has had you your
            i i'm i've my me we our they their them he she his her what which who when where why how there here from by
            at on but or if do does did don't can can't could would should will won't just about all one some any
            hello world thank thanks please yes love good great today very much more than then now also because
            """),
        .french: words("""
            le la les un une des du de et est sont être je tu il elle nous vous ils elles ne pas que qui quoi dans pour
            sur avec ce cet cette ces c'est au aux mais ou où très bien bonjour merci oui non mon ma mes ton ta son sa
            leur leurs j'ai suis es avoir été comme tout tous aussi plus moins fait faire peu chez
            """),
        .german: words("""
            der die das den dem des und ist sind war nicht ein eine einen einem ich du er sie es wir ihr mit auf für
            von zu im am sich auch aber wie noch nur schon bitte danke heute hallo ja nein mein meine dein kein keine
            was wer wo warum haben hat habe sein bin bist wird werden oder wenn dass sehr gut
            """),
        .spanish: words("""
            el la los las un una unos unas y es son está están de del al en que no por para con se su sus mi mis tu
            yo tú él ella nosotros ellos pero muy hola gracias qué cómo dónde cuando también lo le les como más
            este esta estos estas eso hay tiene tengo ser estar bien buenos buenas días hoy
            """),
        .italian: words("""
            il lo la i gli le un una uno e è sono di del della dei delle che non per con in nel nella mi ti si ma
            io tu lui lei noi voi loro ciao grazie questo questa quello anche come molto sempre ancora ho ha hanno
            essere stato fare cosa perché dove quando buongiorno bene oggi
            """),
        .portuguese: words("""
            o os a as um uma uns umas e é são de do da dos das que não em no na nos nas para com por mas eu você
            ele ela nós eles elas obrigado obrigada olá muito também está estão foi ser ter tem isso isto esse essa
            como mais meu minha seu sua hoje bom boa dia
            """),
        .dutch: words("""
            de het een en is zijn van ik je jij niet dat die wat op te met voor er maar ook als bij hij zij we wij
            naar dit hoe goed dank hallo ja nee mijn jouw ons onze heb hebt heeft wordt worden kan moet wel geen
            """),
    ]

    /// Letters that only some Latin-script languages use, and those languages.
    static let telltaleLetters: [Character: [NLLanguage]] = {
        var letters: [Character: [NLLanguage]] = [:]
        func add(_ characters: String, _ languages: [NLLanguage]) {
            for character in characters { letters[character, default: []].append(contentsOf: languages) }
        }
        add("ßäöü", [.german])
        add("ñ¿¡", [.spanish])
        add("ãõ", [.portuguese])
        add("œèêëîïûÿ", [.french])
        add("ç", [.french, .portuguese])
        add("ìò", [.italian])
        add("ù", [.french, .italian])
        add("ơưđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ", [.vietnamese])
        add("ığş", [.turkish])
        add("łąęśźżń", [.polish])
        add("řůě", [.czech])
        add("ľĺŕ", [.slovak])
        add("őű", [.hungarian])
        add("țșă", [.romanian])
        add("þð", [.icelandic])
        return letters
    }()

    /// The words of a whitespace-separated list.
    private static func words(_ list: String) -> Set<String> {
        Set(list.split(whereSeparator: \.isWhitespace).map(String.init))
    }
}
