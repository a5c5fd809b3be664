import Foundation

// The token forms of `searchable` (iOS 16 and 17): a search field whose query includes tokens,
// capsules drawn in the field before the text, and optionally suggested tokens offered while
// searching.

nonisolated extension View {
    /// Adds a search field with tokens (iOS 16). The field draws as
    /// `searchable(text:placement:prompt:)` draws it; tokens in the field are not drawn (a
    /// runtime warning names them), suggested tokens show only while searching.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>,
        tokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        SearchTokens.warnIfDrawn(tokens.wrappedValue.count)
        return searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Adds a search field with tokens and a localized prompt (iOS 16). The field draws as
    /// `searchable(text:placement:prompt:)` draws it; tokens in the field are not drawn (a
    /// runtime warning names them), suggested tokens show only while searching.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>,
        tokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        SearchTokens.warnIfDrawn(tokens.wrappedValue.count)
        return searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Adds a search field with tokens and a string prompt (iOS 16). The field draws as
    /// `searchable(text:placement:prompt:)` draws it; tokens in the field are not drawn (a
    /// runtime warning names them), suggested tokens show only while searching.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>,
        tokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic,
        prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        SearchTokens.warnIfDrawn(tokens.wrappedValue.count)
        return searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Adds a search field with tokens, presentation bound to `isPresented` (iOS 17). The field draws as
    /// `searchable(text:placement:prompt:)` draws it; tokens in the field are not drawn (a
    /// runtime warning names them), suggested tokens show only while searching.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>,
        tokens: Binding<C>,
        isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        SearchTokens.warnIfDrawn(tokens.wrappedValue.count)
        return searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Adds a search field with tokens, presentation bound to `isPresented` and a localized prompt (iOS 17). The field draws as
    /// `searchable(text:placement:prompt:)` draws it; tokens in the field are not drawn (a
    /// runtime warning names them), suggested tokens show only while searching.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>,
        tokens: Binding<C>,
        isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        SearchTokens.warnIfDrawn(tokens.wrappedValue.count)
        return searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Adds a search field with tokens, presentation bound to `isPresented` and a string prompt (iOS 17). The field draws as
    /// `searchable(text:placement:prompt:)` draws it; tokens in the field are not drawn (a
    /// runtime warning names them), suggested tokens show only while searching.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>,
        tokens: Binding<C>,
        isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic,
        prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        SearchTokens.warnIfDrawn(tokens.wrappedValue.count)
        return searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Adds a search field with editable tokens (iOS 17). The field draws as
    /// `searchable(text:placement:prompt:)` draws it; tokens in the field are not drawn (a
    /// runtime warning names them), suggested tokens show only while searching.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>,
        editableTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        SearchTokens.warnIfDrawn(editableTokens.wrappedValue.count)
        return searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Adds a search field with editable tokens and a localized prompt (iOS 17). The field draws as
    /// `searchable(text:placement:prompt:)` draws it; tokens in the field are not drawn (a
    /// runtime warning names them), suggested tokens show only while searching.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>,
        editableTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        SearchTokens.warnIfDrawn(editableTokens.wrappedValue.count)
        return searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Adds a search field with editable tokens and a string prompt (iOS 17). The field draws as
    /// `searchable(text:placement:prompt:)` draws it; tokens in the field are not drawn (a
    /// runtime warning names them), suggested tokens show only while searching.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>,
        editableTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic,
        prompt: S,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        SearchTokens.warnIfDrawn(editableTokens.wrappedValue.count)
        return searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Adds a search field with editable tokens, presentation bound to `isPresented` (iOS 17). The field draws as
    /// `searchable(text:placement:prompt:)` draws it; tokens in the field are not drawn (a
    /// runtime warning names them), suggested tokens show only while searching.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>,
        editableTokens: Binding<C>,
        isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        SearchTokens.warnIfDrawn(editableTokens.wrappedValue.count)
        return searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Adds a search field with editable tokens, presentation bound to `isPresented` and a localized prompt (iOS 17). The field draws as
    /// `searchable(text:placement:prompt:)` draws it; tokens in the field are not drawn (a
    /// runtime warning names them), suggested tokens show only while searching.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>,
        editableTokens: Binding<C>,
        isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        SearchTokens.warnIfDrawn(editableTokens.wrappedValue.count)
        return searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Adds a search field with editable tokens, presentation bound to `isPresented` and a string prompt (iOS 17). The field draws as
    /// `searchable(text:placement:prompt:)` draws it; tokens in the field are not drawn (a
    /// runtime warning names them), suggested tokens show only while searching.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>,
        editableTokens: Binding<C>,
        isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic,
        prompt: S,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        SearchTokens.warnIfDrawn(editableTokens.wrappedValue.count)
        return searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Adds a search field with tokens, suggested tokens (iOS 16). The field draws as
    /// `searchable(text:placement:prompt:)` draws it; tokens in the field are not drawn (a
    /// runtime warning names them), suggested tokens show only while searching.
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>,
        tokens: Binding<C>,
        suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        SearchTokens.warnIfDrawn(tokens.wrappedValue.count)
        return searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Adds a search field with tokens, suggested tokens and a localized prompt (iOS 16). The field draws as
    /// `searchable(text:placement:prompt:)` draws it; tokens in the field are not drawn (a
    /// runtime warning names them), suggested tokens show only while searching.
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>,
        tokens: Binding<C>,
        suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        SearchTokens.warnIfDrawn(tokens.wrappedValue.count)
        return searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Adds a search field with tokens, suggested tokens and a string prompt (iOS 16). The field draws as
    /// `searchable(text:placement:prompt:)` draws it; tokens in the field are not drawn (a
    /// runtime warning names them), suggested tokens show only while searching.
    @_disfavoredOverload
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>,
        tokens: Binding<C>,
        suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic,
        prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        SearchTokens.warnIfDrawn(tokens.wrappedValue.count)
        return searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Adds a search field with tokens, suggested tokens, presentation bound to `isPresented` (iOS 17). The field draws as
    /// `searchable(text:placement:prompt:)` draws it; tokens in the field are not drawn (a
    /// runtime warning names them), suggested tokens show only while searching.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>,
        tokens: Binding<C>,
        suggestedTokens: Binding<C>,
        isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        SearchTokens.warnIfDrawn(tokens.wrappedValue.count)
        return searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Adds a search field with tokens, suggested tokens, presentation bound to `isPresented` and a localized prompt (iOS 17). The field draws as
    /// `searchable(text:placement:prompt:)` draws it; tokens in the field are not drawn (a
    /// runtime warning names them), suggested tokens show only while searching.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>,
        tokens: Binding<C>,
        suggestedTokens: Binding<C>,
        isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        SearchTokens.warnIfDrawn(tokens.wrappedValue.count)
        return searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Adds a search field with tokens, suggested tokens, presentation bound to `isPresented` and a string prompt (iOS 17). The field draws as
    /// `searchable(text:placement:prompt:)` draws it; tokens in the field are not drawn (a
    /// runtime warning names them), suggested tokens show only while searching.
    @_disfavoredOverload
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>,
        tokens: Binding<C>,
        suggestedTokens: Binding<C>,
        isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic,
        prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        SearchTokens.warnIfDrawn(tokens.wrappedValue.count)
        return searchable(text: text, placement: placement, prompt: Text(prompt))
    }
}

/// What a still render does with a search field's tokens.
enum SearchTokens {
    /// Tokens draw in the field on iOS; Backplate draws the field without them and says so.
    static func warnIfDrawn(_ count: Int) {
        guard count > 0 else { return }
        RuntimeWarning.emit("searchable(text:tokens:): \(count) search token(s) in the field are not drawn; the field draws its text and prompt only")
    }
}
