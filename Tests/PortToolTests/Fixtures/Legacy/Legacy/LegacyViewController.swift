//
//  LegacyViewController.swift
//  Legacy
//

import UIKit

@objcMembers
class Chime: NSObject {
    func ring(_ sender: Any?) {
        report("chime rang")
    }
}

class LegacyViewController: UIViewController {

    @IBOutlet var stripes: [UIView]!
    let chime = Chime()

    override func viewDidLoad() {
        super.viewDidLoad()
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 20, y: 300, width: 200, height: 60)
        button.backgroundColor = UIColor(red: 0.2, green: 0.2, blue: 0.8, alpha: 1)
        button.addTarget(chime, action: #selector(Chime.ring(_:)), for: .touchUpInside)
        view.addSubview(button)
        report("legacy loaded stripes=\(stripes.count) swift4=\(isSwift4)")
    }

    private var isSwift4: Bool {
        #if swift(>=5)
        return false
        #else
        return true
        #endif
    }
}
