//
//  GreetingViewController+Actions.swift
//  Folders
//

import UIKit

extension GreetingViewController {

    @IBAction func wave(_ sender: Any) {
        taps += 1
        #if os(iOS)
        report("wave \(taps)")
        #elseif os(macOS)
        import_AppKit_would_not_compile_here()
        #endif
    }
}
