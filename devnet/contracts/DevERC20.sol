// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {DevTokenBase} from "./DevTokenBase.sol";

/// @notice A standard ERC-20 whose transfer functions return true.
abstract contract DevERC20 is DevTokenBase {
    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        _spendAllowance(from, msg.sender, value);
        _transfer(from, to, value);
        return true;
    }
}
