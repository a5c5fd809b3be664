//
//  ContentView.swift
//  Jotter
//
//  Created by Backplate on 24/11/2026.
//

import Backplate

struct ContentView: View {
    @Binding var document: JotterDocument

    var body: some View {
        TextEditor(text: $document.text)
    }
}

#Preview {
    ContentView(document: .constant(JotterDocument()))
}
