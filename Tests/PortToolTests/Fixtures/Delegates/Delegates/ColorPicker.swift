//
//  ColorPicker.swift
//  Delegates
//
//  A delegate protocol in the Objective-C style: one required method, one optional that callers invoke with `?`.
//

import UIKit

@objc protocol ColorPickerDelegate: AnyObject {
    func colorPicker(_ picker: ColorPicker, didPick color: UIColor)
    @objc optional func colorPickerDidCancel(_ picker: ColorPicker)
}

class ColorPicker: UIView {

    weak var delegate: ColorPickerDelegate?

    override init(frame: CGRect) {
        super.init(frame: frame)
        let pick = UIButton(frame: CGRect(x: 0, y: 0, width: 120, height: 50))
        pick.backgroundColor = .systemRed
        pick.addTarget(self, action: #selector(pickTapped), for: .touchUpInside)
        let cancel = UIButton(frame: CGRect(x: 140, y: 0, width: 120, height: 50))
        cancel.backgroundColor = .darkGray
        cancel.addTarget(self, action: #selector(cancelTapped(_:)), for: .touchUpInside)
        addSubview(pick)
        addSubview(cancel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func pickTapped() {
        delegate?.colorPicker(self, didPick: UIColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1))
    }

    @objc private func cancelTapped(_ sender: UIButton) {
        delegate?.colorPickerDidCancel?(self)
        report("cancel delivered")
    }
}
