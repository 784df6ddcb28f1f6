//
//  PaletteViewController.swift
//  Delegates
//
//  Implements only the required method of the picker's delegate protocol.
//

import UIKit

class PaletteViewController: UIViewController, ColorPickerDelegate {

    let picker = ColorPicker(frame: CGRect(x: 20, y: 100, width: 260, height: 50))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        picker.delegate = self
        view.addSubview(picker)
        report("palette ready")
    }

    func colorPicker(_ picker: ColorPicker, didPick color: UIColor) {
        view.backgroundColor = color
        report("picked")
    }
}
